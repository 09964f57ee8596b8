/**
 * Facts the About page (/aboutus) states. The original site gives two founding
 * dates: the About page says 26 August 2022 and the home page 22 August 2023
 * (spec §1). Each page keeps its own reading; this one is the About page's.
 */
export const aboutFacts = {
	foundedOn: '2022-08-26',
}
