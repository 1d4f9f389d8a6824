/**
 * The hostile world's network (tests/e2e/hostile-world.test.ts): inside a network namespace of its
 * own, loopback carries public-looking addresses for the "internet" and a private one for the
 * user's router, and /etc/hosts (bind-mounted) names them. Nothing leaves the namespace.
 */
export const ATTACKER_IP = '93.184.216.34';
export const NOTES_IP = '8.8.4.4';
export const ROUTER_IP = '192.168.77.1';
/** This computer's own address on its (dummy) network card. */
export const CARD_IP = '198.51.100.2';

export const ATTACKER_HOST = 'attacker.example';
export const NOTES_HOST = 'notes.example';
/** A public-looking name for the router: a subdomain of the attacker's own site. */
export const ROUTER_HOST = 'router.attacker.example';

export const HOSTS_FILE = [
  '127.0.0.1 localhost',
  '::1 localhost',
  `${ATTACKER_IP} ${ATTACKER_HOST} www.${ATTACKER_HOST}`,
  `${NOTES_IP} ${NOTES_HOST}`,
  `${ROUTER_IP} ${ROUTER_HOST}`,
  '',
].join('\n');

/** Set by the launcher inside the namespace; the test runs its scenarios only there. */
export const WORLD_ENV = 'SIDELIGHT_NET_WORLD';
