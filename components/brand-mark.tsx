export function BrandMark() {
  return (
    <svg aria-hidden viewBox="0 0 32 32" width="28" height="28" className="shrink-0">
      <rect x="1" y="1" width="30" height="30" rx="7" className="fill-ink" />
      <path
        d="M8 22V10l8 8 8-8v12"
        fill="none"
        strokeWidth="2.5"
        strokeLinejoin="round"
        className="stroke-canvas"
      />
      <circle cx="24" cy="22" r="2.5" className="fill-accent" />
    </svg>
  );
}
