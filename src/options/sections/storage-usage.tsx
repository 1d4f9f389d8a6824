import { useEffect, useState } from 'preact/hooks';
import { openSidelightDB } from '../../shared/db/open';
import { t } from '../../shared/i18n';

function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}

/** Storage the extension uses; Clear empties the page cache only, never the conversations. */
export function StorageUsage() {
  const [used, setUsed] = useState<string>('…');
  const [message, setMessage] = useState('');

  async function refresh() {
    const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
    setUsed(estimate?.usage !== undefined ? formatBytes(estimate.usage) : t('storageUnknown'));
  }

  useEffect(() => {
    void refresh();
  }, []);

  async function clearCache() {
    try {
      const db = await openSidelightDB();
      await db.clear('pages');
      db.close();
      setMessage(t('storageCleared'));
    } catch (err) {
      setMessage(t('storageClearFailed', err instanceof Error ? err.message : String(err)));
    }
    await refresh();
  }

  return (
    <div class="field">
      <p id="storage-used">{t('storageUsed', used)}</p>
      <button type="button" class="secondary" aria-describedby="storage-used" onClick={clearCache}>
        {t('storageClearCache')}
      </button>
      <p role="status">{message}</p>
    </div>
  );
}
