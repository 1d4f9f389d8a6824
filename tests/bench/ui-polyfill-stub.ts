/** Stand-in for webextension-polyfill in the render bench page, which is not an extension page. */
export default { tabs: {}, windows: {}, runtime: {} };
