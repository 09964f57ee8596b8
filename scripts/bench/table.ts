/** A Markdown table, its columns padded to line up in a terminal. */
export function table(header: string[], body: string[][]): string {
	const widths = header.map((cell, i) => Math.max(cell.length, ...body.map((row) => row[i]!.length)))
	const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`
	return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n')
}

export function median(values: number[]): number {
	const sorted = [...values].sort((a, b) => a - b)
	const middle = Math.floor(sorted.length / 2)
	return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
export const mark = (ok: boolean) => (ok ? '✓' : '✗')
