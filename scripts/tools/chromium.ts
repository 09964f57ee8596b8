/**
 * The system Chromium every tool here drives (browser tests, screenshots,
 * Lighthouse, social images). No browser is ever downloaded: CHROMIUM_PATH,
 * else Debian's /usr/bin/chromium. The flags let it run as root in a
 * sandboxless container and keep it off the (closed) network.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const chromiumArgs = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
	'--no-first-run',
	'--disable-quic',
]
