/** '1 alteração', '3 alterações'. */
export const changesCount = (n: number) => (n === 1 ? '1 alteração' : `${n} alterações`);

/** What discarding saves made offline costs, said before the person agrees to it. */
export const lostOnDiscard = (n: number) =>
  n === 1
    ? 'Ela foi salva neste aparelho sem conexão e será perdida.'
    : 'Elas foram salvas neste aparelho sem conexão e serão perdidas.';

/** Signed out (or not known yet): how many saves wait here, without saying whose or what. */
export const waitingForOwner = (n: number) =>
  n === 1
    ? 'Há 1 alteração salva neste aparelho. Ela será enviada quando a conta que a salvou entrar.'
    : `Há ${n} alterações salvas neste aparelho. Elas serão enviadas quando a conta que as salvou entrar.`;
