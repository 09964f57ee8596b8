/** Words of the shared layout: header, footer and the floating buttons. */
export const layout = {
	skipLink: 'Skip to main content',
	header: {
		homeLink: 'home page',
		navLabel: 'Main',
		menuButton: 'Menu',
		aboutUs: 'About Us',
		initiatives: 'Initiatives',
		initiativesOverview: 'All initiatives',
		news: 'News',
		partnership: 'Partnership',
		contactUs: 'Contact us',
		languageMenu: 'Language',
	},
	/** The "Get help now" bar at the top of every page (WCAG 3.2.6 Consistent Help). */
	helpBar: {
		label: 'Struggling or in danger?',
		link: 'Get help now',
	},
	initiatives: {
		dreamer: 'The Dreamer',
		perpetuator: 'The Perpetuator',
		voyager: 'The Voyager',
		enlightener: 'The Enlightener',
	},
	footer: {
		contactHeading: 'Contact',
		emailLabel: 'E-mail',
		siteLabel: 'Website',
		wechatLabel: 'WeChat',
		wechatPending: 'ID to be announced',
		addressLabel: 'Address',
		addressLink: 'Our offices',
		newsletter: {
			heading: 'Newsletter',
			intro: 'News from our programmes, a few times a year.',
			label: 'Your e-mail address',
			placeholder: 'Enter your email address to get the latest news',
			button: 'Confirm',
			opensSoon: 'Newsletter sign-up opens soon. Nothing has been saved.',
		},
		legal: 'A nonprofit foundation for culturally aware mental-health and education support.',
	},
	/** Words shared by the building blocks of many pages. */
	common: {
		opensInNewTab: 'opens in a new tab',
		learnMore: 'Learn more',
		referencesHeading: 'References',
		exampleBadge: 'Example',
		exampleNote: 'Example details, to be replaced with the foundation’s own.',
	},
	floating: {
		back: 'Back',
		top: 'Back to top',
	},
}
