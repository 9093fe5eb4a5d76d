/** The Waypoint mark: a compass needle over a point of arrival. Decorative. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#0b2545" />
      <path d="M16 5l7 15-7-4-7 4z" fill="#2ec4b6" />
      <circle cx="16" cy="25" r="2.5" fill="#fff" />
    </svg>
  );
}
