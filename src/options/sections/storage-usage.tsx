import { useEffect, useState } from 'preact/hooks';
import { openSidelightDB } from '../../shared/db/open';

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
    setUsed(estimate?.usage !== undefined ? formatBytes(estimate.usage) : 'unknown');
  }

  useEffect(() => {
    void refresh();
  }, []);

  async function clearCache() {
    try {
      const db = await openSidelightDB();
      await db.clear('pages');
      db.close();
      setMessage('Page cache cleared. Conversations were kept.');
    } catch (err) {
      setMessage(`Could not clear the cache: ${err instanceof Error ? err.message : String(err)}`);
    }
    await refresh();
  }

  return (
    <div class="field">
      <p id="storage-used">Storage used: {used}</p>
      <button type="button" class="secondary" aria-describedby="storage-used" onClick={clearCache}>
        Clear page cache
      </button>
      <p role="status">{message}</p>
    </div>
  );
}
