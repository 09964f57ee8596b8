// Runs before `npm start` and `npm test` (prestart, pretest): checks what
// the commands need from the machine, and says in one line what to do when
// something is missing. Plain JavaScript, so that it also runs on an older
// system Node and can say so.
//
//   node scripts/preflight.mjs              Node 24 (brought by `npm ci`)
//   node scripts/preflight.mjs --chromium   also Chromium for the browser tests;
//                                           installs Debian's chromium when
//                                           missing and allowed (root or sudo)
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

function stop(line) {
	console.error(`✗ ${line}`)
	process.exit(1)
}

const major = Number(process.versions.node.split('.')[0])
if (major < 24) {
	stop(
		`This project runs on Node 24, which \`npm ci\` installs into node_modules (the \`node\` package), but this is Node ${process.versions.node}: run \`npm ci\` (with install scripts allowed) and try again.`,
	)
}

if (process.argv.includes('--chromium')) ensureChromium()

function ensureChromium() {
	const configured = process.env.CHROMIUM_PATH
	if (configured) {
		if (!existsSync(configured)) stop(`CHROMIUM_PATH is ${configured}, which does not exist.`)
		return
	}
	if (existsSync('/usr/bin/chromium')) return

	const command = 'apt-get install -y chromium'
	const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0
	const isRoot = process.getuid?.() === 0
	const canSudo = !isRoot && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0
	if (!hasApt || !(isRoot || canSudo)) {
		stop(
			`The browser tests need Chromium: run \`sudo ${command}\` (Debian), or set CHROMIUM_PATH to a Chromium binary.`,
		)
	}
	console.log(`Chromium is missing: installing Debian's chromium (${command})…`)
	const sudo = isRoot ? [] : ['sudo', '-n']
	const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
	for (const args of [
		['apt-get', 'update', '-qq'],
		['apt-get', 'install', '-y', '-qq', 'chromium'],
	]) {
		const [program, ...rest] = [...sudo, ...args]
		const result = spawnSync(program, rest, { stdio: 'inherit', env })
		if (result.status !== 0) stop(`\`${args.join(' ')}\` failed: install Chromium yourself (\`sudo ${command}\`).`)
	}
	if (!existsSync('/usr/bin/chromium')) stop(`Installed chromium, but /usr/bin/chromium is still missing.`)
}
