/**
 * An e-mail address as it may appear in a log line: first letter of the
 * mailbox and of the domain, and the top-level domain. `jane@example.org` →
 * `j***@e***.org`. Logs never hold a whole address.
 */
export function maskAddress(address: string): string {
	const at = address.lastIndexOf('@')
	if (at < 1) return '***'
	const domain = address.slice(at + 1)
	const dot = domain.lastIndexOf('.')
	const tld = dot > 0 ? domain.slice(dot) : ''
	return `${address[0]}***@${domain[0] ?? ''}***${tld}`
}

/** Any text (an error message, an SMTP reply) with every address-like word masked. */
export function redactAddresses(text: string): string {
	return text.replace(/[^\s<>"'(),;:[\]]+@[^\s<>"'(),;:[\]]+/g, (address) => maskAddress(address))
}
