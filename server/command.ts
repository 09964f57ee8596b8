/**
 * The operator commands, run on the production build like the server:
 *
 *   npm run campaigns -- <args>     node server/command.ts campaigns <args>
 *   npm run subscribers -- <args>   node server/command.ts subscribers <args>
 *   npm run staff -- <args>         node server/command.ts staff <args>
 *
 * Their code is in server/commands/ and built with the server
 * (build/server/commands/<name>.js); this file only picks one, building the
 * site first when there is no build. Plain Node: see server/build-output.ts.
 */
import { importBuilt } from './build-output.ts'

const commands = ['campaigns', 'subscribers', 'staff']
const [name, ...rest] = process.argv.slice(2)
if (!name || !commands.includes(name)) {
	console.error(`Usage: node server/command.ts ${commands.join('|')} [arguments]`)
	process.exit(2)
}
process.env.NODE_ENV ??= 'production'
// The command reads its own arguments from process.argv, as when it was run alone.
process.argv = [process.argv[0]!, name, ...rest]
await importBuilt(`commands/${name}`)
