import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

type Handler = (() => void) | null;
const CreateActionContext = createContext<{ handler: Handler; setHandler: (h: Handler) => void }>({
  handler: null,
  setHandler: () => {},
});

/** Lets a section hand its "new item" action to the shell's floating add button. */
export function CreateActionProvider({ children }: { children: ReactNode }) {
  const [handler, setHandler] = useState<Handler>(null);
  return (
    <CreateActionContext.Provider value={{ handler, setHandler }}>{children}</CreateActionContext.Provider>
  );
}

export const useCreateAction = () => useContext(CreateActionContext).handler;

/** A section calls this with what its add button should do; the shell shows the button while mounted. */
export function useRegisterCreateAction(action: () => void) {
  const { setHandler } = useContext(CreateActionContext);
  useEffect(() => {
    setHandler(() => action);
    return () => setHandler(null);
  }, [action, setHandler]);
}
