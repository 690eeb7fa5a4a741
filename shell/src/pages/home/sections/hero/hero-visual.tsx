/** A decorative network of connected systems, drawn in SVG. */
export function HeroVisual() {
  return (
    <svg width="420" height="320" viewBox="0 0 420 320" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-node" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#60a5fa" />
          <stop offset="1" stopColor="#2dd4bf" />
        </linearGradient>
      </defs>
      <g stroke="#93c5fd" strokeOpacity="0.45" strokeWidth="2" fill="none">
        <path d="M80 70 L210 160 L340 70 M80 250 L210 160 L340 250 M210 40 V160 V290" />
        <circle cx="210" cy="160" r="110" strokeDasharray="6 10" />
      </g>
      <rect x="160" y="118" width="100" height="84" rx="18" fill="url(#hero-node)" />
      <path d="M188 160h44M210 138v44" stroke="#0b1220" strokeWidth="8" strokeLinecap="round" />
      {[
        [80, 70],
        [340, 70],
        [80, 250],
        [340, 250],
        [210, 40],
        [210, 290],
      ].map(([x, y]) => (
        <g key={`${x}-${y}`}>
          <rect
            x={(x ?? 0) - 28}
            y={(y ?? 0) - 22}
            width="56"
            height="44"
            rx="12"
            fill="#131c2e"
            stroke="#60a5fa"
            strokeWidth="2"
          />
          <rect x={(x ?? 0) - 14} y={(y ?? 0) - 4} width="28" height="8" rx="4" fill="#2dd4bf" />
        </g>
      ))}
    </svg>
  );
}
