/** Set by vite.config.ts: the dev server's URL under `npm run dev`, `undefined` in every build. */
declare const __SIDELIGHT_DEV_SERVER__: string | undefined;

/**
 * Under `npm run dev` the worker and the pages load their code from vite's dev server on this
 * computer, which the local-host block would otherwise refuse: it gets an allow rule for the
 * extension's own requests, like the model server. Built extensions have none (tests run unbuilt
 * code, where nothing defines it).
 */
export const DEV_SERVER_URL: string | undefined = typeof __SIDELIGHT_DEV_SERVER__ === 'string' ? __SIDELIGHT_DEV_SERVER__ : undefined;
