/**
 * A CSV file (RFC 4180) as spreadsheet programs open it: every cell quoted,
 * quotes doubled, rows ended by CRLF, UTF-8 with a byte-order mark so
 * Chinese reads correctly. A cell a spreadsheet would run as a formula
 * (a leading = + - @, tab or CR) is prefixed with an apostrophe: what a
 * reader typed is never a formula.
 */
function csvCell(value: string | null | undefined): string {
	const text = value ?? ''
	const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
	return `"${safe.replaceAll('"', '""')}"`
}

export const csvRow = (cells: readonly (string | null | undefined)[]) => `${cells.map(csvCell).join(',')}\r\n`

export function csvFile(rows: readonly (readonly (string | null | undefined)[])[]): string {
	return `\uFEFF${rows.map(csvRow).join('')}`
}
