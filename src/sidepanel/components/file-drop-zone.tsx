import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { attachFiles } from '../files/attach-files';
import { t } from '../../shared/i18n';

function hasFiles(e: DragEvent): boolean {
  return [...(e.dataTransfer?.types ?? [])].includes('Files');
}

/** Dropping files anywhere on the panel attaches them, as "Attach file" does; a hint shows while dragging. */
export function FileDropZone({ disabled, children }: { disabled: boolean; children: ComponentChildren }) {
  const [over, setOver] = useState(false);
  return (
    <div
      class={`app${over ? ' app--drop' : ''}`}
      onDragOver={(e) => {
        if (disabled || !hasFiles(e)) return;
        e.preventDefault();
        if (e.dataTransfer) e.dataTransfer.dropEffect = 'copy';
        setOver(true);
      }}
      onDragLeave={(e) => {
        if (!(e.relatedTarget instanceof Node) || !e.currentTarget.contains(e.relatedTarget)) setOver(false);
      }}
      onDrop={(e) => {
        setOver(false);
        if (disabled || !hasFiles(e)) return;
        e.preventDefault();
        void attachFiles([...(e.dataTransfer?.files ?? [])]);
      }}
    >
      {children}
      {over && (
        <div class="drop-hint" aria-hidden="true">
          {t('fileDropHint')}
        </div>
      )}
    </div>
  );
}
