/** A Markdown table, its columns padded to line up in a terminal. */
export function table(header: string[], body: string[][]): string {
	const widths = header.map((cell, i) => Math.max(cell.length, ...body.map((row) => row[i]!.length)))
	const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`
	return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n')
}

/** The median of the values that are numbers (a Lighthouse run can fail to measure one metric: NaN). */
export function median(values: number[]): number {
	const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b)
	if (sorted.length === 0) return Number.NaN
	const middle = Math.floor(sorted.length / 2)
	return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
export const mark = (ok: boolean) => (ok ? '✓' : '✗')
