/**
 * What a failed build said, in words a staffer can act on: the content
 * loader's "file › field: message" lines when there are any (a file saved
 * outside the editor, or a rule only the whole site can check), else the
 * last lines of the output.
 */
export function buildProblem(output: string): string {
	const lines = output
		// oxlint-disable-next-line no-control-regex -- the terminal's colour codes are what is removed
		.replace(/\x1b\[[\d;]*m/g, '')
		.split('\n')
		.map((line) => line.trim())
	const problems = lines.filter((line) => /^content\/\S+ › /.test(line) || /^public\/media\/\S+ › /.test(line))
	if (problems.length) return problems.slice(0, 20).join('\n')
	return lines.filter(Boolean).slice(-6).join('\n') || 'The build stopped without saying why.'
}
