import type { Reference } from '~/components/content/reference-list.tsx'

/**
 * The published sources cited on The Dreamer's and The Voyager's pages, by
 * page. Each was checked against a copy of the publication or its publisher's
 * or indexer's record: authors, year, title, journal, volume, pages and DOI.
 * They are the same in every language (in-text citations are in the content).
 */
export const articleReferences: Partial<Record<string, Reference[]>> = {
	'/dreamer/emotion': [
		{
			kind: 'article',
			authors: 'Durlak, J. A., Weissberg, R. P., Dymnicki, A. B., Taylor, R. D., & Schellinger, K. B.',
			year: 2011,
			title:
				'The impact of enhancing students’ social and emotional learning: A meta-analysis of school-based universal interventions',
			venue: 'Child Development, 82(1), 405–432',
			doi: '10.1111/j.1467-8624.2010.01564.x',
		},
	],
	'/voyager/community': [
		{
			kind: 'article',
			authors: 'Yeh, C. J., & Inose, M.',
			year: 2003,
			title:
				'International students’ reported English fluency, social support satisfaction, and social connectedness as predictors of acculturative stress',
			venue: 'Counselling Psychology Quarterly, 16(1), 15–28',
		},
		{
			kind: 'article',
			authors: 'Zhang, J., & Goodson, P.',
			year: 2011,
			title:
				'Predictors of international students’ psychosocial adjustment to life in the United States: A systematic review',
			venue: 'International Journal of Intercultural Relations, 35, 139–162',
			doi: '10.1016/j.ijintrel.2010.11.011',
		},
	],
	'/voyager/school': [
		{
			kind: 'article',
			authors: 'Allen, K., Kern, M. L., Vella-Brodrick, D., Hattie, J., & Waters, L.',
			year: 2018,
			title: 'What schools need to know about fostering school belonging: A meta-analysis',
			venue: 'Educational Psychology Review, 30(1), 1–34',
			doi: '10.1007/s10648-016-9389-8',
		},
		{
			kind: 'article',
			authors: 'Wei, M., Heppner, P. P., Mallen, M. J., Ku, T.-Y., Liao, K. Y.-H., & Wu, T.-F.',
			year: 2007,
			title:
				'Acculturative stress, perfectionism, years in the United States, and depression among Chinese international students',
			venue: 'Journal of Counseling Psychology, 54(4), 385–394',
			doi: '10.1037/0022-0167.54.4.385',
		},
	],
	'/voyager/family': [
		{
			kind: 'article',
			authors: 'Kim, S. Y., Chen, Q., Li, J., Huang, X., & Moon, U. J.',
			year: 2009,
			title: 'Parent–child acculturation, parenting, and adolescent depressive symptoms in Chinese immigrant families',
			venue: 'Journal of Family Psychology, 23(3), 426–437',
			doi: '10.1037/a0016019',
		},
	],
}
