// html-validate for the prerendered pages (tests/e2e/html-validity.spec.ts).
// Rules changed from the recommended set, each because of how React writes HTML:
export default {
	extends: ['html-validate:recommended'],
	rules: {
		// React serialises some attribute names in camelCase (charSet, hrefLang, popoverTarget).
		// HTML attribute names are case-insensitive, so this is style, not validity.
		'attr-case': 'off',
		// React writes void elements self-closed (<meta/>, <img/>): check they are consistently so.
		'void-style': ['error', { style: 'selfclose' }],
		// React writes boolean attributes with an empty value (required="", async="").
		'attribute-boolean-style': ['error', { style: 'empty' }],
		// React writes `hidden` both ways: hidden="" from a component's props (the offer of Chinese,
		// decision 021), a bare `hidden` in its own streaming markup on the home page.
		'attribute-empty-style': 'off',
		// React's streaming markers use ids such as "B:0" and "_R_", which HTML allows.
		'valid-id': ['error', { relaxed: true }],
		// Not React, but a choice: phone links keep to one line through CSS (white-space: nowrap), so a
		// copied number keeps plain hyphens and spaces instead of U+2011 and U+00A0, which diallers reject.
		'tel-non-breaking': 'off',
	},
}
