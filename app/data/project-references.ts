import type { Reference } from '~/components/content/reference-list.tsx'

/**
 * Every publication the Perpetuator's pages cite, once each. Pages and
 * project records list the ids they cite, in citation order, and the text
 * refers to them by number ([1], [2]…). Bibliographic details are written as
 * the source publishes them, so they are the same in every language.
 *
 * Each entry was checked against a copy of the publication (abstract page,
 * publisher or indexing record) before it was added. Do not add one that has
 * not been checked the same way.
 */
export const projectReferences = {
	zenebe2021: {
		kind: 'article',
		authors: 'Zenebe, Y., Akele, B., W/Selassie, M., & Necho, M.',
		year: 2021,
		title: 'Prevalence and determinants of depression among old age: a systematic review and meta-analysis',
		venue: 'Annals of General Psychiatry, 20, 55',
		doi: '10.1186/s12991-021-00375-x',
	},
	muiKang2006: {
		kind: 'article',
		authors: 'Mui, A. C., & Kang, S.-Y.',
		year: 2006,
		title: 'Acculturation stress and depression among Asian immigrant elders',
		venue: 'Social Work, 51(3), 243–255',
		doi: '10.1093/sw/51.3.243',
	},
	dong2014anxiety: {
		kind: 'article',
		authors: 'Dong, X., Chen, R., & Simon, M. A.',
		year: 2014,
		title: 'Anxiety among community-dwelling U.S. Chinese older adults',
		venue: 'The Journals of Gerontology, Series A: Biological Sciences and Medical Sciences, 69(Suppl. 2), S61–S67',
		doi: '10.1093/gerona/glu178',
	},
	who2023mentalHealth: {
		kind: 'web-page',
		authors: 'World Health Organization',
		year: 2023,
		title: 'Mental health of older adults (fact sheet, 20 October 2023)',
		venue: 'World Health Organization',
		url: 'https://www.who.int/news-room/fact-sheets/detail/mental-health-of-older-adults',
	},
	apa2022: {
		kind: 'book',
		authors: 'American Psychiatric Association',
		year: 2022,
		title: 'Diagnostic and Statistical Manual of Mental Disorders, Fifth Edition, Text Revision (DSM-5-TR)',
		venue: 'American Psychiatric Association Publishing',
		doi: '10.1176/appi.books.9780890425787',
	},
	prigerson2021: {
		kind: 'article',
		authors: 'Prigerson, H. G., Boelen, P. A., Xu, J., Smith, K. V., & Maciejewski, P. K.',
		year: 2021,
		title: 'Validation of the new DSM-5-TR criteria for prolonged grief disorder and the PG-13-Revised (PG-13-R) scale',
		venue: 'World Psychiatry, 20(1), 96–106',
		doi: '10.1002/wps.20823',
	},
	lundorff2017: {
		kind: 'article',
		authors: 'Lundorff, M., Holmgren, H., Zachariae, R., Farver-Vestergaard, I., & O’Connor, M.',
		year: 2017,
		title: 'Prevalence of prolonged grief disorder in adult bereavement: a systematic review and meta-analysis',
		venue: 'Journal of Affective Disorders, 212, 138–149',
		doi: '10.1016/j.jad.2017.01.030',
	},
	who2022abuse: {
		kind: 'web-page',
		authors: 'World Health Organization',
		year: 2022,
		title: 'Abuse of older people (fact sheet)',
		venue: 'World Health Organization',
		url: 'https://www.who.int/news-room/fact-sheets/detail/abuse-of-older-people',
	},
	yon2017: {
		kind: 'article',
		authors: 'Yon, Y., Mikton, C. R., Gassoumis, Z. D., & Wilber, K. H.',
		year: 2017,
		title: 'Elder abuse prevalence in community settings: a systematic review and meta-analysis',
		venue: 'The Lancet Global Health, 5(2), e147–e156',
		doi: '10.1016/S2214-109X(17)30006-2',
	},
	dong2014mistreatment: {
		kind: 'article',
		authors: 'Dong, X., Chen, R., Fulmer, T., & Simon, M. A.',
		year: 2014,
		title:
			'Prevalence and correlates of elder mistreatment in a community-dwelling population of U.S. Chinese older adults',
		venue: 'Journal of Aging and Health',
		doi: '10.1177/0898264314531617',
		// Authors, title, journal and DOI match the indexing records read (Rutgers IFH publication list,
		// publication date 1 October 2014; bohrium.dp.tech). No record naming volume and pages could be
		// read, so the venue gives none rather than a guess (sources-findings.md).
		incomplete: 'volume and pages not yet verified',
	},
	// The 2018 edition ("2018-Healthy-Aging-Fact-Sheet-7.10.18"): "Eighty percent have at least one
	// chronic condition, and nearly 70% of Medicare beneficiaries have two or more." Read in a copy of
	// the PDF (studylib.net/doc/27473951); no address of it on ncoa.org could be confirmed, so the
	// record has none. NCOA's current page (ncoa.org/resources/fact-sheet-healthy-aging, undated) has
	// newer figures: "Nearly 95% have at least one chronic condition, and nearly 80% of have two or more."
	ncoa2018: {
		kind: 'report',
		authors: 'National Council on Aging',
		year: 2018,
		title: 'Healthy aging (fact sheet, 2018 edition)',
		venue: 'National Council on Aging',
	},
	wang2021: {
		kind: 'article',
		authors: 'Wang, L., Peng, W., Zhao, Z., Zhang, M., Shi, Z., Song, Z., et al.',
		year: 2021,
		title: 'Prevalence and treatment of diabetes in China, 2013–2018',
		venue: 'JAMA, 326(24), 2498–2506',
		doi: '10.1001/jama.2021.22208',
	},
	ada2024: {
		kind: 'article',
		authors: 'American Diabetes Association Professional Practice Committee',
		year: 2024,
		title: '13. Older adults: Standards of Care in Diabetes—2024',
		venue: 'Diabetes Care, 47(Suppl. 1), S244–S257',
		doi: '10.2337/dc24-S013',
	},
	powers2020: {
		kind: 'article',
		authors: 'Powers, M. A., Bardsley, J. K., Cypress, M., Funnell, M. M., Harms, D., Hess-Fischl, A., et al.',
		year: 2020,
		title:
			'Diabetes self-management education and support in adults with type 2 diabetes: a consensus report of the American Diabetes Association, the Association of Diabetes Care & Education Specialists, the Academy of Nutrition and Dietetics, the American Academy of Family Physicians, the American Academy of PAs, the American Association of Nurse Practitioners, and the American Pharmacists Association',
		// Volume 43, issue 7, first page 1636: the publisher's address of the article
		// (diabetesjournals.org/care/article/43/7/1636/35565/); last page 1649: the article's PDF
		// runs to 14 pages.
		venue: 'Diabetes Care, 43(7), 1636–1649',
		doi: '10.2337/dci20-0023',
	},
	buettnerSkemp2016: {
		kind: 'article',
		authors: 'Buettner, D., & Skemp, S.',
		year: 2016,
		title: 'Blue Zones: lessons from the world’s longest lived',
		venue: 'American Journal of Lifestyle Medicine, 10(5), 318–321',
		doi: '10.1177/1559827616637066',
	},
	poulain2013: {
		kind: 'article',
		authors: 'Poulain, M., Herm, A., & Pes, G.',
		year: 2013,
		title: 'The Blue Zones: areas of exceptional longevity around the world',
		venue: 'Vienna Yearbook of Population Research, 11, 87–108',
		url: 'https://ideas.repec.org/a/vid/yearbk/v11y2013i1p87-108.html',
	},
	deCabo2019: {
		kind: 'article',
		authors: 'de Cabo, R., & Mattson, M. P.',
		year: 2019,
		title: 'Effects of intermittent fasting on health, aging, and disease',
		venue: 'The New England Journal of Medicine, 381(26), 2541–2551',
		doi: '10.1056/NEJMra1905136',
	},
	// Abstract (Cell Metabolism, cell.com, S1550-4131(20)30319-3): "After 8 weeks, 4- and 6-h TRF
	// produced comparable reductions in body weight (~3%), insulin resistance, and oxidative stress,
	// versus controls. Energy intake was reduced by ~550 kcal/day in both TRF groups, without calorie
	// counting." The comparison with controls is reported for weight, not for energy intake.
	cienfuegos2020: {
		kind: 'article',
		authors: 'Cienfuegos, S., Gabel, K., Kalam, F., Ezpeleta, M., Wiseman, E., Pavlou, V., et al.',
		year: 2020,
		title:
			'Effects of 4- and 6-h time-restricted feeding on weight and cardiometabolic health: a randomized controlled trial in adults with obesity',
		venue: 'Cell Metabolism, 32(3), 366–378.e3',
		doi: '10.1016/j.cmet.2020.06.018',
	},
	holtLunstad2010: {
		kind: 'article',
		authors: 'Holt-Lunstad, J., Smith, T. B., & Layton, J. B.',
		year: 2010,
		title: 'Social relationships and mortality risk: a meta-analytic review',
		venue: 'PLoS Medicine, 7(7), e1000316',
		doi: '10.1371/journal.pmed.1000316',
	},
	nasem2020: {
		kind: 'book',
		authors: 'National Academies of Sciences, Engineering, and Medicine',
		year: 2020,
		title: 'Social isolation and loneliness in older adults: opportunities for the health care system',
		venue: 'The National Academies Press, Washington, DC',
		doi: '10.17226/25663',
	},
	// Figures used (2010 census, Communiqué No. 1): 60+ 13.26%, 65+ 8.87%, urban 49.68%, rural 50.32%,
	// 3.10 people per family household (3.44 in 2000), read in reprints of the communiqué (e.g. fjsen.com,
	// 29 April 2011, "来源：国家统计局网站"). The address is NBS's own page for it as cited, with matching
	// figures, in public code; it could not be opened from here (sources-findings.md).
	nbs2011census: {
		kind: 'report',
		authors: 'National Bureau of Statistics of China',
		year: 2011,
		title:
			'2010年第六次全国人口普查主要数据公报（第1号）[Communiqué on major figures of the 2010 population census, No. 1]',
		venue: 'National Bureau of Statistics of China, Beijing, 28 April 2011',
		url: 'http://www.stats.gov.cn/tjsj/tjgb/rkpcgb/qgrkpcgb/201104/t20110428_30327.html',
	},
	// Figures used: 60+ 18.70%, 65+ 13.50% (reprints of the communiqué). The address is NBS's page for
	// Communiqué No. 5 in its communiqué archive, as cited in public code that read its tables; it could
	// not be opened from here (sources-findings.md).
	nbs2021age: {
		kind: 'report',
		authors:
			'National Bureau of Statistics of China & Office of the Leading Group of the State Council for the Seventh National Population Census',
		year: 2021,
		title:
			'第七次全国人口普查公报（第五号）——人口年龄构成情况 [Communiqué of the Seventh National Population Census, No. 5: age composition]',
		venue: 'National Bureau of Statistics of China, Beijing, 11 May 2021',
		url: 'http://www.stats.gov.cn/tjsj/tjgb/rkpcgb/qgrkpcgb/202106/t20210628_1818824.html',
	},
	// Figures used: urban 63.89%, rural 36.11% (reprints of the communiqué). The address is NBS's page for
	// Communiqué No. 7 in its current archive, as cited with the same figures in public material; it
	// could not be opened from here (sources-findings.md).
	nbs2021urban: {
		kind: 'report',
		authors:
			'National Bureau of Statistics of China & Office of the Leading Group of the State Council for the Seventh National Population Census',
		year: 2021,
		title:
			'第七次全国人口普查公报（第七号）——城乡人口和流动人口情况 [Communiqué of the Seventh National Population Census, No. 7: urban and rural population and floating population]',
		venue: 'National Bureau of Statistics of China, Beijing, 11 May 2021',
		url: 'https://www.stats.gov.cn/sj/tjgb/rkpcgb/qgrkpcgb/202302/t20230206_1902007.html',
	},
	scio2021census: {
		kind: 'web-page',
		authors: 'State Council Information Office of the People’s Republic of China',
		year: 2021,
		title: 'SCIO briefing on the outcome of the 7th National Population Census (11 May 2021)',
		venue: 'State Council Information Office, Beijing',
		url: 'http://english.scio.gov.cn/pressroom/node_8024129.htm',
	},
	un2019ageing: {
		kind: 'report',
		authors: 'United Nations, Department of Economic and Social Affairs, Population Division',
		year: 2019,
		title: 'World Population Ageing 2019: Highlights',
		venue: 'United Nations, New York',
		url: 'https://www.un.org/development/desa/pd/news/world-population-ageing-2019-0',
	},
	who2020palliative: {
		kind: 'web-page',
		authors: 'World Health Organization',
		year: 2020,
		title: 'Palliative care (fact sheet, 5 August 2020)',
		venue: 'World Health Organization',
		url: 'https://www.who.int/news-room/fact-sheets/detail/palliative-care',
	},
} as const satisfies Record<string, Reference>

export type ReferenceId = keyof typeof projectReferences

/** The references a page cites, in the order its text numbers them. */
export function referencesFor(ids: readonly ReferenceId[]): Reference[] {
	return ids.map((id) => projectReferences[id])
}
