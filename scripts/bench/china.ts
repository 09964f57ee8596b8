import { spawnSync } from 'node:child_process'
import { join } from 'node:path'

/**
 * `npm run bench -- china`: first text per page type on a China-like network
 * (about 1 Mbit/s, 15 % loss from server to reader, 300 ms per request; issue
 * 22), target ≤ 2 s. The measuring runs in a network namespace of its own
 * (`unshare -n`: scripts/bench/china-network.ts), so the shaping and the
 * losses touch nothing else on the machine. Needs root (or the capability to
 * make a namespace), `tc` (iproute2) and `nft` (nftables); without them it
 * says so and the other parts go on. Not part of `npm test`.
 */
export function benchChina() {
	const result = spawnSync('unshare', ['-n', process.execPath, join(import.meta.dirname, 'china-network.ts')], {
		stdio: 'inherit',
		env: process.env,
	})
	if (result.status !== 0)
		console.log(
			'\nChina-like network: not measured (needs `unshare -n` as root, tc from iproute2 and nft from nftables: apt-get install -y iproute2 nftables).',
		)
}
