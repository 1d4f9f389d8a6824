/**
 * Runs a command inside the hostile world's network: started as
 *   unshare --net --mount -- node --import tsx tests/support/net-world/run-in-world.ts -- CMD ARGS…
 * (as root), it brings loopback up, gives it the world's addresses (addresses.ts), bind-mounts a hosts
 * file over /etc/hosts (this mount namespace only), and runs CMD with WORLD_ENV set. Any step that
 * fails ends the run with a message that says which, never a silent skip.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ATTACKER_IP, CARD_IP, HOSTS_FILE, NOTES_IP, ROUTER_IP, WORLD_ENV } from './addresses';

function step(what: string, cmd: string, args: string[]): void {
  try {
    execFileSync(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (err) {
    const stderr = (err as { stderr?: Buffer }).stderr?.toString().trim();
    console.error(`hostile world: could not ${what} (${cmd} ${args.join(' ')}): ${stderr || (err as Error).message}`);
    process.exit(90);
  }
}

const sep = process.argv.indexOf('--');
const command = sep === -1 ? [] : process.argv.slice(sep + 1);
if (command.length === 0) {
  console.error('hostile world: no command to run (… run-in-world.ts -- CMD ARGS)');
  process.exit(2);
}

step('bring loopback up', 'ip', ['link', 'set', 'lo', 'up']);
for (const ip of [ATTACKER_IP, NOTES_IP, ROUTER_IP]) step(`add ${ip} to loopback`, 'ip', ['addr', 'add', `${ip}/32`, 'dev', 'lo']);
// WebRTC gathers no candidates on loopback alone: a network card of its own (one end of a veth pair;
// this kernel has no dummy devices) lets a page's STUN and TURN packets go out as they would on a real
// computer, to the router on loopback.
step('add a network card', 'ip', ['link', 'add', 'world0', 'type', 'veth', 'peer', 'name', 'world1']);
step('give the card an address', 'ip', ['addr', 'add', `${CARD_IP}/24`, 'dev', 'world0']);
step('bring the card up', 'ip', ['link', 'set', 'world0', 'up']);
step('bring its peer up', 'ip', ['link', 'set', 'world1', 'up']);
// WebRTC picks the card the default route goes through; the world's own addresses stay on loopback.
step('route through the card', 'ip', ['route', 'add', 'default', 'dev', 'world0']);
const dir = mkdtempSync(join(tmpdir(), 'sidelight-world-'));
writeFileSync(join(dir, 'hosts'), HOSTS_FILE);
step('bind-mount the hosts file over /etc/hosts', 'mount', ['--bind', join(dir, 'hosts'), '/etc/hosts']);

const child = spawn(command[0]!, command.slice(1), { stdio: 'inherit', env: { ...process.env, [WORLD_ENV]: '1' } });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
