import type { Reference } from '~/components/content/reference-list.tsx'

/**
 * Publications the Enlightener's pages cite, by page. Each was checked
 * against a readable copy (authors, year, title, venue and DOI or URL);
 * titles stay in their original language on every language's page.
 */
export const enlightenerReferences: Record<string, Reference[]> = {
	'/enlightener/interculturalcommunication': [
		{
			kind: 'article',
			authors: 'Berry, J. W.',
			year: 1997,
			title: 'Immigration, acculturation, and adaptation',
			venue: 'Applied Psychology: An International Review, 46(1), 5–34',
			doi: '10.1111/j.1464-0597.1997.tb01087.x',
		},
		{
			kind: 'article',
			authors: 'Wei, M., Heppner, P. P., Mallen, M. J., Ku, T.-Y., Liao, K. Y.-H., & Wu, T.-F.',
			year: 2007,
			title: 'Acculturative stress, perfectionism, years in the United States, and depression among Chinese international students',
			venue: 'Journal of Counseling Psychology, 54(4), 385–394',
			doi: '10.1037/0022-0167.54.4.385',
		},
	],
	'/enlightener/culturalheritage': [
		{
			kind: 'heritage-listing',
			authors: 'UNESCO',
			year: 2009,
			title: 'Chinese calligraphy',
			venue: 'Representative List of the Intangible Cultural Heritage of Humanity',
			url: 'https://ich.unesco.org/en/RL/chinese-calligraphy-00216',
		},
		{
			kind: 'heritage-listing',
			authors: 'UNESCO',
			year: 2009,
			title: 'Chinese paper-cut',
			venue: 'Representative List of the Intangible Cultural Heritage of Humanity',
			url: 'https://ich.unesco.org/en/RL/chinese-paper-cut-00219',
		},
		{
			kind: 'heritage-listing',
			authors: 'UNESCO',
			year: 2009,
			title: 'Dragon Boat festival',
			venue: 'Representative List of the Intangible Cultural Heritage of Humanity',
			url: 'https://ich.unesco.org/en/RL/dragon-boat-festival-00225',
		},
		// Inscribed on 4 December 2024 by the 19th session of the Intergovernmental Committee, in Asunción
		// (Xinhua, 4 December 2024). The element's page address is the one cited, with this title, in
		// several independent public projects; it could not be opened from here (sources-findings.md).
		{
			kind: 'heritage-listing',
			authors: 'UNESCO',
			year: 2024,
			title: 'Spring festival, social practices of the Chinese people in celebration of traditional new year',
			venue: 'Representative List of the Intangible Cultural Heritage of Humanity',
			url: 'https://ich.unesco.org/en/RL/spring-festival-social-practices-of-the-chinese-people-in-celebration-of-traditional-new-year-02126',
		},
	],
	'/enlightener/crossethniccommunication': [
		{
			kind: 'book',
			authors: 'Allport, G. W.',
			year: 1954,
			title: 'The nature of prejudice',
			venue: 'Reading, MA: Addison-Wesley',
		},
		{
			kind: 'article',
			authors: 'Pettigrew, T. F., & Tropp, L. R.',
			year: 2006,
			title: 'A meta-analytic test of intergroup contact theory',
			venue: 'Journal of Personality and Social Psychology, 90(5), 751–783',
			doi: '10.1037/0022-3514.90.5.751',
		},
		{
			kind: 'article',
			authors: 'Paluck, E. L., Green, S. A., & Green, D. P.',
			year: 2019,
			title: 'The contact hypothesis re-evaluated',
			venue: 'Behavioural Public Policy, 3(2), 129–158',
			doi: '10.1017/bpp.2018.25',
		},
	],
}
