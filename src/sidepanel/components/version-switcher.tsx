/** ‹ 2/3 ›: which answer to a regenerated question is shown. */
export function VersionSwitcher({ index, count, onChoose, disabled }: { index: number; count: number; onChoose: (i: number) => void; disabled: boolean }) {
  if (count < 2) return null;
  return (
    <div class="version-switcher" role="group" aria-label="Answer versions">
      <button type="button" class="icon-button" aria-label="Previous version" disabled={disabled || index === 0} onClick={() => onChoose(index - 1)}>
        ‹
      </button>
      <span aria-live="polite">
        <span class="visually-hidden">Version </span>
        {index + 1}/{count}
      </span>
      <button type="button" class="icon-button" aria-label="Next version" disabled={disabled || index === count - 1} onClick={() => onChoose(index + 1)}>
        ›
      </button>
    </div>
  );
}
