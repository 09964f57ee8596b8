import type { AreaId, ProjectId } from '~/data/projects.ts'
import type { SocialCapitalChartId } from '~/data/social-capital-charts.ts'
import type { PageMeta } from '../../types.ts'

/*
 * The Perpetuator: its landing, three area pages and six project write-ups.
 * Numbers in square brackets ([1], [2]…) cite the page's references, in the
 * order app/data/projects.ts lists them for that page; a test checks that
 * every number points to a reference and every reference is cited.
 */

/** A headed part of a page: paragraphs, then an optional bulleted list and more paragraphs. */
export type PerpetuatorSection = {
	/** Stable anchor, the same in every language. */
	id: string
	heading: string
	paragraphs: string[]
	list?: string[]
	after?: string[]
}

/** The words of one chart: what it shows, its axes and series, a summary of the numbers, and its source. */
export type ChartWords = {
	title: string
	summary: string
	xLabel: string
	yLabel: string
	series: Record<string, string>
	source: string
}

export type WriteUpContent = {
	meta: PageMeta
	title: string
	summary: string
	imageAlt: string
	sections: PerpetuatorSection[]
	/** What each picture of the grid shows, in the order of the record's gallery. */
	galleryAlts: string[]
	charts?: { heading: string; intro: string; items: Record<SocialCapitalChartId, ChartWords> }
}

export type AreaContent = {
	meta: PageMeta
	title: string
	summary: string
	imageAlt: string
	sections: PerpetuatorSection[]
	featuredHeading?: string
	projectsHeading?: string
}

/** Words every Perpetuator page shares: project names, the details panel, cards. */
export type ProjectVocabulary = {
	titles: Record<ProjectId, string>
	cardTexts: Record<ProjectId, string>
	imageAlts: Record<ProjectId, string>
	labels: {
		title: string
		department: string
		languages: string
		startDate: string
		status: string
		format: string
		estimatedCompletion: string
		author: string
		dataAnalysis: string
		review: string
	}
	values: {
		department: { perpetuator: string }
		languages: { en: string; zh: string }
		status: { inProgress: string; finished: string }
		format: { individual: string; groupWork: string }
	}
	/** `{date}` is replaced by the formatted date. */
	card: { started: string; estimatedCompletion: string; readProject: string }
	writeUp: {
		eyebrow: string
		detailsHeading: string
		galleryHeading: string
		galleryNote: string
		/** Accessible name of a link to reference n: `{n}` is replaced. */
		citationLabel: string
		chartTableNote: string
	}
}

const projects: ProjectVocabulary = {
	titles: {
		diabetes: 'Living Well with Diabetes in Later Life',
		anxietydisorder: 'Anxiety and Depression in Elderly Immigrants',
		prolongedgrief: 'Prolonged Grief Disorder',
		psychiatricabuse: 'Mental Abuse of Older Adults',
		blueproject: 'Blue Zone Keys to Lasting Wellbeing',
		socialcommunity: 'Social Capital in Ageing Rural Areas',
	},
	cardTexts: {
		diabetes:
			'Practical, bilingual support for managing type 2 diabetes day to day, built around familiar food and family life.',
		anxietydisorder:
			'How worry and low mood show up in the lives of older Chinese immigrants, and what makes it easier to ask for help.',
		prolongedgrief:
			'When grief does not ease with time: the new diagnosis explained, and where older people and families can find support.',
		psychiatricabuse:
			'Recognising psychological abuse of older people, and helping families, friends and carers respond.',
		blueproject:
			'What the world’s longest-lived communities, and research on meal timing, can teach about wellbeing in later life.',
		socialcommunity:
			'Relationships, trust and mutual help in rural communities that are growing older as young people move away.',
	},
	imageAlts: {
		diabetes: 'Illustration for the diabetes project',
		anxietydisorder: 'Illustration for the project on anxiety and depression',
		prolongedgrief: 'Illustration for the project on prolonged grief',
		psychiatricabuse: 'Illustration for the project on mental abuse of older adults',
		blueproject: 'Illustration for the Blue Zone project',
		socialcommunity: 'Illustration for the project on social capital in rural areas',
	},
	labels: {
		title: 'Project title',
		department: 'Department',
		languages: 'Language',
		startDate: 'Start date',
		status: 'Status',
		format: 'Format',
		estimatedCompletion: 'Estimated completion date',
		author: 'Author',
		dataAnalysis: 'Data analysis',
		review: 'Review',
	},
	values: {
		department: { perpetuator: 'The Perpetuator' },
		languages: { en: 'English', zh: 'Chinese' },
		status: { inProgress: 'In Progress', finished: 'Finished' },
		format: { individual: 'Individual', groupWork: 'Group work' },
	},
	card: {
		started: 'Started {date}',
		estimatedCompletion: 'Estimated completion {date}',
		readProject: 'Read about the project',
	},
	writeUp: {
		eyebrow: 'The Perpetuator · Project',
		detailsHeading: 'Project details',
		galleryHeading: 'In pictures',
		galleryNote:
			'Illustrations drawn for this site. We will share photographs only with the consent of the people in them.',
		citationLabel: 'reference {n}',
		chartTableNote: 'The numbers in this chart',
	},
}

export const perpetuatorPages = {
	'/perpetuator': {
		meta: {
			title: 'The Perpetuator',
			description:
				'The Perpetuator supports older people, especially older Chinese immigrants, through community, practical life support, cultural exchange and lasting mental-health support.',
		},
		title: 'The Perpetuator',
		summary:
			'Community, practical life support, cultural exchange and lasting mental-health support for older people, especially older Chinese immigrants.',
		heroAlt: 'Illustration for the Perpetuator programme',
		about: {
			id: 'about',
			heading: 'Growing older, well connected',
			paragraphs: [
				'The Perpetuator serves older people, especially older Chinese immigrants. Whether they arrived decades ago or followed their children later in life, many grow old in a language and a culture that are not their first, and far from the friends and relatives they grew up with.',
				'We work in five ways: building community, making room for self-exploration, helping with the practical side of daily life, bringing cultures together, and offering lasting mental-health support inspired by the lifestyles of the world’s Blue Zones.',
				'Our projects start from what published research says. Each one is written up on this site with its aims, its methods and the studies it draws on, so that older people, their families and our partners can see what we do and why.',
			],
		},
		areas: {
			id: 'areas',
			heading: 'What we do',
			intro: 'Three areas of work, each with its own projects.',
			items: {
				actuallifeneeds: {
					title: 'Real life needs support',
					text: 'Help with the health needs of everyday life, from managing diabetes to anxiety, grief and abuse.',
					imageAlt: 'Illustration for real life needs support',
				},
				culturalexchange: {
					title: 'Cultural exchange and community building',
					text: 'Friendship, culture and mutual help, so that no one grows old alone.',
					imageAlt: 'Illustration for cultural exchange and community building',
				},
				lastingmentalhealthsupport: {
					title: 'Lasting mental health support',
					text: 'Lessons from the Blue Zones and from palliative care for wellbeing to the end of life.',
					imageAlt: 'Illustration for lasting mental health support',
				},
			} satisfies Record<AreaId, { title: string; text: string; imageAlt: string }>,
		},
		reading: {
			id: 'further-reading',
			heading: 'Further reading',
			intro: 'Three publications that shape our approach. Each opens on its publisher’s site in a new tab.',
			notes: {
				who2023mentalHealth:
					'The World Health Organization’s overview of mental health in later life: how common depression and anxiety are, the risks that loneliness and isolation bring, and what helps.',
				buettnerSkemp2016:
					'Dan Buettner and Sam Skemp describe the “Power 9”: nine habits shared by communities where people live longest.',
				nasem2020:
					'A US National Academies report on social isolation and loneliness in people aged 50 and over, and how health and community services can respond.',
			},
		},
		projects,
	},
	'/perpetuator/actuallifeneeds': {
		meta: {
			title: 'Real life needs support',
			description:
				'Projects on the everyday health needs of older immigrants: diabetes, anxiety and depression, prolonged grief and mental abuse.',
		},
		title: 'Real Life Needs Support',
		summary: 'Projects on the everyday physical and mental-health needs of older immigrants.',
		imageAlt: 'Illustration for real life needs support',
		sections: [
			{
				id: 'introduction',
				heading: 'Support for daily life',
				paragraphs: [
					'Growing older in a new country brings practical questions that are easy to underestimate: how to follow a doctor’s advice given in a second language, how to cook familiar food in a healthier way, where to turn when a low mood will not lift.',
					'Our projects in this area look at these needs one at a time. Each starts from published research, asks what older Chinese immigrants themselves find hardest, and aims to turn what we learn into clear, bilingual support.',
				],
			},
		],
		featuredHeading: 'Featured project',
		projectsHeading: 'Mental health projects',
	},
	'/perpetuator/culturalexchange': {
		meta: {
			title: 'Cultural exchange and community building',
			description: 'How cultural exchange and community help older people stay connected.',
		},
		title: 'Cultural Exchange and Community Building',
		summary: 'Staying connected through culture, friendship and community.',
		imageAlt: 'Illustration for cultural exchange and community building',
		sections: [
			{
				id: 'introduction',
				heading: 'Why connection matters',
				paragraphs: [
					'Friendship and a sense of belonging are not extras in later life. They shape health, mood and the ability to cope when things go wrong, and they are often the first things lost after a move abroad, a bereavement or retirement.',
					'Cultural exchange gives older people a way to share what they know, from calligraphy and cooking to the stories of the places they come from, and to learn about the community they live in now. Community building turns those meetings into lasting ties: neighbours who check on each other, friends who walk together, people who know whom to call.',
					'Our project in this area looks at social capital (the relationships, trust and habits of mutual help in a community) in rural places that are growing older as young people leave.',
				],
			},
		],
		featuredHeading: 'Our project',
	},
	'/perpetuator/lastingmentalhealthsupport': {
		meta: {
			title: 'Lasting mental health support',
			description: 'Lessons from the Blue Zones and from palliative care for lasting mental health in later life.',
		},
		title: 'Lasting Mental Health Support',
		summary: 'Lessons from the Blue Zones and from palliative care for wellbeing in later life.',
		imageAlt: 'Illustration for lasting mental health support',
		sections: [
			{
				id: 'blue-zones',
				heading: 'What the Blue Zones teach',
				paragraphs: [
					'Blue Zones are places where unusually many people live to a great age, often in good health. Researchers who studied five of them found nine habits their residents share, which they call the Power 9 [1]:',
				],
				list: [
					'Move naturally, as part of daily life.',
					'Have a sense of purpose.',
					'Downshift: make time every day to relieve stress.',
					'Stop eating when the stomach is 80% full.',
					'Eat mostly plants, especially beans.',
					'Drink alcohol only in moderation, if at all (in four of the five Blue Zones, people drink a little, regularly, often with friends).',
					'Belong to a faith-based community.',
					'Put loved ones first.',
					'Keep company with people who support healthy habits.',
				],
			},
			{
				id: 'palliative-care',
				heading: 'What palliative care offers',
				paragraphs: [
					'Lasting support also means care at the end of life. According to the World Health Organization, palliative care [2]:',
				],
				list: [
					'improves the quality of life of patients and their families facing the problems of a life-threatening illness;',
					'prevents and relieves suffering through early identification, careful assessment and treatment of pain and other problems, whether physical, psychosocial or spiritual;',
					'works as a team that supports patients and their caregivers, including with practical needs and bereavement counselling;',
					'reduces unnecessary hospital admissions when it is offered early;',
					'is still out of reach for most: only about 14% of the people who need it worldwide receive it.',
				],
			},
		],
		featuredHeading: 'Blue Zone project',
	},
	'/perpetuator/actuallifeneeds/diabetes': {
		meta: {
			title: 'Living well with diabetes in later life',
			description:
				'A project on support for older Chinese immigrants living with type 2 diabetes: background, aims, method and next steps, with references.',
		},
		title: projects.titles.diabetes,
		summary:
			'Support for managing type 2 diabetes that fits the language, food and family life of older Chinese immigrants.',
		imageAlt: projects.imageAlts.diabetes,
		sections: [
			{
				id: 'background',
				heading: 'Background',
				paragraphs: [
					'Long-term illness is part of daily life for most older people. In its 2018 fact sheet on healthy aging, the National Council on Aging reported that 80% of older adults in the United States have at least one chronic condition, and that nearly 70% of Medicare beneficiaries have two or more [1]. Diabetes is one of the most common of these conditions, and one that asks a great deal of the person living with it: daily decisions about food, activity, medicines and blood-glucose checks.',
					'Diabetes is also common where many of our older members come from. A nationally representative survey of adults in mainland China estimated that 12.4% had diabetes in 2018, and that only 36.7% of them knew it [2]. For people who have moved countries later in life, managing a long-term condition can be harder still: appointments happen in a second language, familiar dishes are hard to adapt, and the relatives who once helped may live far away.',
				],
			},
			{
				id: 'aims',
				heading: 'Aims',
				paragraphs: ['The project sets out to:'],
				list: [
					'understand, in older people’s own words, what they find hardest about managing diabetes day to day;',
					'gather clear, bilingual information on diabetes self-management that respects familiar food and family habits;',
					'connect participants with health services, community programmes and one another, so that nobody manages alone.',
				],
			},
			{
				id: 'method',
				heading: 'Method',
				paragraphs: [
					'The project builds on two sets of professional guidance. The American Diabetes Association’s standards of care for older adults ask care teams to take account of each person’s overall health, thinking, mood and daily routine, and to keep treatment plans as simple and safe as possible [3]. A consensus report of seven professional organisations describes diabetes self-management education and support as the foundation of care, to be offered at diagnosis and again at key moments, such as when health or life circumstances change [4].',
					'With that guidance in hand, the team reviews published research and existing community resources, and prepares conversation-based sessions in Chinese and English. The project supports, and never replaces, the advice of each person’s own doctor.',
				],
			},
			{
				id: 'plan',
				heading: 'Plan',
				paragraphs: [
					'The project is in progress. Its next steps are to finish the review of guidance and research, to draft bilingual materials and test them with older members and volunteers, and to report what we learn on this page. No results have been published yet.',
				],
			},
		],
		galleryAlts: [
			'Illustration of a home kitchen, where a healthy meal is being cooked',
			'Illustration of older people out for a walk together',
			'Illustration of a community vegetable garden',
		],
	},
	'/perpetuator/actuallifeneeds/anxietydisorder': {
		meta: {
			title: 'Anxiety and depression in elderly immigrants',
			description:
				'A project on anxiety and depression among older Chinese immigrants: background, aims, method and what the research reports, with references.',
		},
		title: projects.titles.anxietydisorder,
		summary: 'How worry and low mood affect older Chinese immigrants, and what makes it easier to ask for help.',
		imageAlt: projects.imageAlts.anxietydisorder,
		sections: [
			{
				id: 'background',
				heading: 'Background',
				paragraphs: [
					'Depression is one of the most common mental health conditions in later life. A 2021 meta-analysis of 42 studies, covering 57,486 older people, estimated the global prevalence of depression among older adults at 31.7%, with higher rates in developing countries than in developed ones [1]. The World Health Organization notes that depression and anxiety are the most common mental health conditions in older adults, that they are often under-recognised and under-treated, and that stigma can make people reluctant to seek help [2].',
					'Moving to a new country late in life adds pressures of its own. In a study of 407 Asian immigrant elders in New York City, about 40% had depressive symptoms, and feeling a cultural gap between themselves and their adult children was linked with more depression [3]. Among 3,159 Chinese older adults in the Greater Chicago area, 8.5% had an anxiety disorder and 65.0% reported at least one symptom of anxiety [4].',
				],
			},
			{
				id: 'aims',
				heading: 'Aims',
				paragraphs: ['The project set out to:'],
				list: [
					'learn how anxiety and low mood show up in the lives of older Chinese immigrants, and what stands in the way of seeking help;',
					'bring together what research already says about risks and sources of resilience for this group;',
					'find culturally fitting ways to talk about mental health with older members and their families.',
				],
			},
			{
				id: 'method',
				heading: 'Method',
				paragraphs: [
					'The project set out to combine a review of published studies with conversations among older community members in a relaxed, non-clinical setting. It paid attention to how older people themselves describe worry and sadness, which is often through sleep, appetite or bodily aches rather than psychological terms, and to the part families play. Taking part was voluntary, and the project did not diagnose anyone.',
				],
			},
			{
				id: 'findings',
				heading: 'Findings',
				paragraphs: [
					'The project has finished. Its own results are being prepared and have not been published; we will share them on this page when they are ready.',
					'In the meantime, published research points to what matters for this group. The World Health Organization names loneliness and social isolation as key risk factors for mental health conditions in later life [2]. Among Asian immigrant elders in New York, a perceived cultural gap with adult children went with higher depression, as did poor perceived health and stressful life events [3]. Among Chinese older adults in Chicago, being female, being unmarried, poorer health and lower quality of life were associated with anxiety [4].',
				],
			},
		],
		galleryAlts: [
			'Illustration of friends sharing a pot of tea',
			'Illustration of a calligraphy brush and paper',
			'Illustration of older people out for a walk together',
		],
	},
	'/perpetuator/actuallifeneeds/prolongedgrief': {
		meta: {
			title: 'Prolonged grief disorder',
			description:
				'A project on prolonged grief disorder in later life: the DSM-5-TR diagnosis, the project’s aims and method, and what the research reports.',
		},
		title: projects.titles.prolongedgrief,
		summary: 'When grief does not ease with time: understanding the diagnosis, and finding support.',
		imageAlt: projects.imageAlts.prolongedgrief,
		sections: [
			{
				id: 'background',
				heading: 'Background',
				paragraphs: [
					'Grief is the natural response to losing someone we love, and for most people its sharpest pain eases with time. For some, it does not. In 2022 the American Psychiatric Association added prolonged grief disorder to its diagnostic manual, the DSM-5-TR [1].',
					'Older adults are more likely than younger people to face bereavement [3]. A meta-analysis of 14 studies of adults bereaved by natural causes put the pooled prevalence of prolonged grief disorder at 9.8%, and found it higher where the bereaved were older [4]. For older immigrants a loss can be compounded by distance: a sibling or friend may die far away, and familiar rituals of mourning may be hard to keep.',
				],
			},
			{
				id: 'diagnosis',
				heading: 'The diagnosis',
				paragraphs: [
					'The diagnosis can be considered only when the death happened at least 12 months earlier for adults, or at least 6 months earlier for children and adolescents. Since the loss, the person has felt intense yearning for the one who died or been preoccupied with thoughts of them. They have also had at least three of the following symptoms most days, nearly every day for at least the last month [1][2]:',
				],
				list: [
					'feeling that part of oneself has died;',
					'marked disbelief about the death;',
					'avoiding reminders that the person is gone;',
					'intense emotional pain, such as anger, bitterness or sorrow;',
					'difficulty re-engaging with friends and activities;',
					'emotional numbness;',
					'feeling that life is meaningless;',
					'intense loneliness.',
				],
				after: [
					'The grief must cause real distress or difficulty in daily life, and last longer than the person’s culture or faith would expect [1].',
				],
			},
			{
				id: 'aims',
				heading: 'Aims',
				paragraphs: ['The project set out to:'],
				list: [
					'help older members and their families tell ordinary grief from grief that needs professional care;',
					'explain the new diagnosis in plain Chinese and English;',
					'point people towards culturally aware bereavement support.',
				],
			},
			{
				id: 'method',
				heading: 'Method',
				paragraphs: [
					'The project set out to review the research behind the DSM-5-TR criteria, including the PG-13-Revised questionnaire that was designed to match them [2], and to turn it into plain-language material for older people and families. It did not diagnose anyone: only a qualified clinician can make a diagnosis.',
				],
			},
			{
				id: 'findings',
				heading: 'Findings',
				paragraphs: [
					'The project has finished. Its own results are being prepared and have not been published; we will share them on this page when they are ready.',
					'What the published research reports: in data from three universities, the new diagnosis was distinct from post-traumatic stress disorder, major depressive disorder and generalised anxiety disorder, and the PG-13-R showed high internal consistency [2]. Across studies, roughly one bereaved adult in ten develops prolonged grief disorder after a non-violent loss [4].',
				],
			},
		],
		galleryAlts: [
			'Illustration of a quiet community garden',
			'Illustration of friends sharing a pot of tea',
			'Illustration of a calligraphy brush and paper',
		],
	},
	'/perpetuator/actuallifeneeds/psychiatricabuse': {
		meta: {
			title: 'Mental abuse of older adults',
			description:
				'A group project on recognising and preventing psychological abuse of older adults: background, aims, method and plan, with references.',
		},
		title: projects.titles.psychiatricabuse,
		summary: 'Recognising psychological abuse of older people, and helping families, friends and carers respond.',
		imageAlt: projects.imageAlts.psychiatricabuse,
		sections: [
			{
				id: 'background',
				heading: 'Background',
				paragraphs: [
					'The World Health Organization defines abuse of older people as a single or repeated act, or a lack of appropriate action, within any relationship where there is an expectation of trust, which causes harm or distress to an older person. It can lead to serious physical injuries and long-term psychological consequences [1].',
					'It is more common than many people think. A meta-analysis of 52 studies from 28 countries estimated that 15.7% of people aged 60 and over living in the community had experienced some form of abuse in the past year. Psychological abuse was the most common form, at 11.6% [2]. Among 3,159 Chinese older adults in the Greater Chicago area, the prevalence of elder mistreatment was 15.0% [3].',
					'Psychological abuse can be hard to see. It works through words and behaviour that frighten, shame or isolate someone, and it often comes from the people an older person depends on: one in six older adults experience abuse, often from their own carers [4].',
				],
			},
			{
				id: 'aims',
				heading: 'Aims',
				paragraphs: ['The project set out to:'],
				list: [
					'help older members recognise psychological abuse, and know that it is never their fault;',
					'help families, friends and carers notice warning signs and respond safely;',
					'gather information, in Chinese and English, on where to find help.',
				],
			},
			{
				id: 'method',
				heading: 'Method',
				paragraphs: [
					'The project was planned as group work. The team set out to review prevalence research and international guidance on abuse of older people, and to prepare bilingual material for community sessions that talk about respect, boundaries and asking for help.',
				],
			},
			{
				id: 'plan',
				heading: 'Plan',
				paragraphs: [
					'The project’s estimated completion date was May 1, 2024. Its results have not been published; we will update this page when they are.',
					'If you are worried about an older person’s safety right now, contact the local emergency services or adult protective services where you live.',
				],
			},
		],
		galleryAlts: [
			'Illustration of friends sharing a pot of tea',
			'Illustration of a village street',
			'Illustration of older people out for a walk together',
		],
	},
	'/perpetuator/lastingmentalhealthsupport/blueproject': {
		meta: {
			title: 'Blue Zone keys to lasting wellbeing',
			description:
				'An individual project on Blue Zone lifestyles and on intermittent fasting patterns (16-8, 20-4 and 5/2) for lasting wellbeing in later life.',
		},
		title: projects.titles.blueproject,
		summary: 'What the world’s longest-lived communities, and research on meal timing, can teach about later life.',
		imageAlt: projects.imageAlts.blueproject,
		sections: [
			{
				id: 'background',
				heading: 'Background',
				paragraphs: [
					'Blue Zones are places where unusually many people live to a great age. Demographers who compared four of them (Ogliastra in Sardinia, Okinawa in Japan, the Nicoya peninsula in Costa Rica and the Greek island of Ikaria) confirmed exceptional longevity among men in the Sardinian Blue Zone and among both men and women in Okinawa. They observed that these populations kept a traditional lifestyle: physical activity well beyond the age of 80, lower stress, strong family and community support for their oldest members, and locally produced food [1].',
					'Dan Buettner and Sam Skemp distilled what five Blue Zones have in common into nine habits, the Power 9: move naturally; have a purpose; downshift; stop eating when 80% full; lean on plants; drink alcohol moderately; belong to a faith community; put loved ones first; and keep company that supports healthy habits [2]. They also report that Blue Zones projects in American communities worked best by changing environments and policies, rather than leaving healthy living to individuals alone [2].',
					'Meal timing is a second thread of the project. Intermittent fasting is a family of eating patterns that alternate set periods of eating and fasting [3]. Three patterns are widely discussed:',
				],
				list: [
					'16-8: eating within an 8-hour window each day and fasting for the other 16 hours, a form of daily time-restricted eating [3];',
					'20-4: eating within a 4-hour window and fasting for 20 hours; a randomised trial in adults with obesity compared 4-hour and 6-hour eating windows over 8 weeks [4];',
					'5/2: eating normally on five days of the week and fasting, or eating very little, on two [3].',
				],
				after: [
					'In that trial, after 8 weeks, both the 4-hour and the 6-hour window reduced body weight by about 3% compared with a control group, and energy intake fell by about 550 kcal a day in both groups, without counting calories [4]. Fasting is not right for everyone: older adults, people taking medicines for diabetes and anyone with a history of eating disorders should talk with their doctor before changing when they eat. This project describes these patterns; it does not prescribe them.',
				],
			},
			{
				id: 'aims',
				heading: 'Aims',
				paragraphs: ['The project sets out to:'],
				list: [
					'bring together what research says about Blue Zone habits and about meal timing, including the 16-8, 20-4 and 5/2 patterns;',
					'consider which habits fit the daily lives of older Chinese immigrants, such as walking, gardening, shared meals and time with friends;',
					'prepare plain-language, bilingual material for a future programme on lasting wellbeing.',
				],
			},
			{
				id: 'method',
				heading: 'Method',
				paragraphs: [
					'This is an individual project, begun in January 2025. It is a structured reading of peer-reviewed studies and reviews on Blue Zone populations and on intermittent fasting, weighing what the evidence shows, for whom, and how strong it is.',
				],
			},
			{
				id: 'plan',
				heading: 'Plan',
				paragraphs: [
					'The project is in progress. The next steps are to complete the review, check the draft material with older members and volunteers for clarity and cultural fit, and publish a summary on this page. No results have been published yet.',
				],
			},
		],
		galleryAlts: [
			'Illustration of a community vegetable garden',
			'Illustration of a home kitchen, where a healthy meal is being cooked',
			'Illustration of older people out for a walk together',
		],
	},
	'/perpetuator/culturalexchange/socialcommunity': {
		meta: {
			title: 'Social capital in ageing rural areas',
			description:
				'A group project on social capital and wellbeing in ageing rural communities, with four charts of census and United Nations figures.',
		},
		title: projects.titles.socialcommunity,
		summary: 'Relationships, trust and mutual help in rural communities that are growing older.',
		imageAlt: projects.imageAlts.socialcommunity,
		sections: [
			{
				id: 'background',
				heading: 'Background',
				paragraphs: [
					'Social capital describes the relationships, trust and shared habits that let people in a community help one another. For older people it is far from a nicety. Across 148 studies with 308,849 participants, people with stronger social relationships had a 50% greater likelihood of survival than those with weaker ones [1].',
					'A 2020 report of the US National Academies of Sciences, Engineering, and Medicine treats social isolation and loneliness in older adults as serious risks to health, and calls on health services to strengthen their ties with community networks and resources [2].',
					'Rural communities face these questions sharply. China’s censuses show a population that is ageing quickly while more people live in towns and cities, and households are getting smaller [3][4][5][6]. The same ageing is under way across Eastern and South-Eastern Asia [7]. The charts below set out the numbers.',
				],
			},
			{
				id: 'aims',
				heading: 'Aims',
				paragraphs: ['The project set out to:'],
				list: [
					'describe how population ageing and migration to the cities change the social ties of older people who stay in rural areas;',
					'bring together research on social capital, isolation and wellbeing in later life;',
					'identify ways community groups can strengthen mutual help among older neighbours.',
				],
			},
			{
				id: 'method',
				heading: 'Method',
				paragraphs: [
					'The project was planned as group work, beginning in November 2023. The team set out to review published research and to draw on official statistics: China’s national censuses and the United Nations’ estimates of population ageing, which are charted below.',
				],
			},
			{
				id: 'plan',
				heading: 'Plan',
				paragraphs: [
					'The project’s estimated completion date was May 1, 2024. Its results have not been published; we will update this page when they are.',
				],
			},
		],
		charts: {
			heading: 'The numbers behind the project',
			intro: 'Four charts from official statistics. Each names its source, and the numbers are in a table below it.',
			items: {
				ageing: {
					title: 'China’s population is ageing',
					summary:
						'Between the 2010 and 2020 censuses, the share of people aged 60 and over rose from 13.26% to 18.70%, and the share aged 65 and over from 8.87% to 13.50%.',
					xLabel: 'Census year',
					yLabel: 'Share of the population (%)',
					series: { aged60: 'Aged 60 and over', aged65: 'Aged 65 and over' },
					source: 'Sources: National Bureau of Statistics of China, 2010 and 2020 census communiqués [3][4].',
				},
				urbanRural: {
					title: 'Fewer people live in rural areas',
					summary:
						'In 2010, 50.32% of people lived in rural areas and 49.68% in towns and cities. By 2020 the rural share had fallen to 36.11% and the urban share had risen to 63.89%.',
					xLabel: 'Census year',
					yLabel: 'Share of the population (%)',
					series: { urban: 'Urban', rural: 'Rural' },
					source: 'Sources: National Bureau of Statistics of China, 2010 and 2020 census communiqués [3][5].',
				},
				household: {
					title: 'Households are getting smaller',
					summary: 'The average family household shrank from 3.44 people in 2000 to 3.10 in 2010 and 2.62 in 2020.',
					xLabel: 'Census year',
					yLabel: 'People per family household',
					series: { size: 'Average household size' },
					source:
						'Sources: National Bureau of Statistics of China, 2010 census communiqué (figures for 2000 and 2010) [3]; State Council Information Office, 2020 census briefing [6].',
				},
				ageingRegions: {
					title: 'Ageing is fastest in Eastern and South-Eastern Asia',
					summary:
						'From 1990 to 2019, the share of people aged 65 and over rose from 6% to 9% worldwide, and from 6% to 11% in Eastern and South-Eastern Asia.',
					xLabel: 'Year',
					yLabel: 'Share aged 65 and over (%)',
					series: { world: 'World', eastAsia: 'Eastern and South-Eastern Asia' },
					source: 'Source: United Nations, World Population Ageing 2019: Highlights [7].',
				},
			},
		},
		galleryAlts: [
			'Illustration of a village street',
			'Illustration of friends sharing a pot of tea',
			'Illustration of a calligraphy brush and paper',
		],
	},
}

/** The English paths of the six write-ups and of the three area pages. */
export type WriteUpPath =
	| '/perpetuator/actuallifeneeds/diabetes'
	| '/perpetuator/actuallifeneeds/anxietydisorder'
	| '/perpetuator/actuallifeneeds/prolongedgrief'
	| '/perpetuator/actuallifeneeds/psychiatricabuse'
	| '/perpetuator/lastingmentalhealthsupport/blueproject'
	| '/perpetuator/culturalexchange/socialcommunity'
export type AreaPath =
	'/perpetuator/actuallifeneeds' | '/perpetuator/culturalexchange' | '/perpetuator/lastingmentalhealthsupport'

export type PerpetuatorPages = typeof perpetuatorPages
export type LandingContent = PerpetuatorPages['/perpetuator']
