/**
 * Something a menu item or shortcut made for the side panel (a page, an image) waits in session
 * storage — not worker memory, which MV3 may drop — until the panel takes it; an open panel is also
 * told at once, and then the stored copy goes.
 */
export function panelHandoff<T>(key: string, tell: (value: T) => Promise<unknown>) {
  return {
    async deliver(value: T): Promise<void> {
      await chrome.storage.session.set({ [key]: value }).catch(() => {
        /* over the session quota: the message below still reaches an open panel */
      });
      try {
        await tell(value);
        await chrome.storage.session.remove(key);
      } catch {
        // No panel listening yet: it takes the value when it loads.
      }
    },
    async take(): Promise<T | null> {
      const got = (await chrome.storage.session.get(key)) as Record<string, T | undefined>;
      await chrome.storage.session.remove(key);
      return got[key] ?? null;
    },
  };
}
