import { createContext, useContext } from 'react';

/**
 * Opens 'Meu Perfil' (the shell owns the dialog): for a screen composed in app/sections that points
 * to it, such as the first-day checklist's 'Escolher o plano'.
 */
export const ProfileOpenerContext = createContext<() => void>(() => undefined);

export const useOpenProfile = () => useContext(ProfileOpenerContext);
