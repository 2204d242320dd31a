/** The ink drop mark. */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      <rect width="64" height="64" rx="16" fill="#19161d" />
      <path d="M32 10c-6 10-14 18-14 28a14 14 0 0 0 28 0c0-10-8-18-14-28z" fill="#e11d48" />
      <path
        d="M26 40a6 6 0 0 0 6 6"
        stroke="#fff"
        strokeOpacity=".5"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The mark with the app's name and SPEC's subtitle 'Sistema de Gestão'. */
export function Brand({ size = 40, stacked = false }: { size?: number; stacked?: boolean }) {
  return (
    <div className={stacked ? 'flex flex-col items-center gap-2 text-center' : 'flex items-center gap-3'}>
      <LogoMark size={size} />
      <div>
        <p className={stacked ? 'font-display text-3xl' : 'font-display text-xl leading-tight'}>Tinta</p>
        <p className="text-sm text-ink-400">Sistema de Gestão</p>
      </div>
    </div>
  );
}
