/** opencc-js ships its dictionaries as plain modules without types: "a b|c d", each source and its replacement. */
declare module 'opencc-js/dict/*' {
	const dictionary: string
	export default dictionary
}
