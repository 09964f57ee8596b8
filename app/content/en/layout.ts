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
		search: 'Search',
		languageMenu: 'Language',
		/** On English pages, beside the menu: the same page in Chinese. Written in Chinese, for the readers it is for. */
		chinese: '中文',
		/** The Donate button, shown when the site settings give a donation page (it opens in a new tab). */
		donate: 'Donate',
	},
	/**
	 * On English pages, to readers whose browser prefers Chinese: an offer to
	 * read the page in Chinese. Readers see it only in Chinese (the Chinese
	 * files' words); the English here says what it means.
	 */
	languageOffer: {
		text: 'This page is also in Chinese:',
		dismiss: 'No thanks',
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
		/** Before the number, shown when the site settings give one. */
		charityNumber: 'Registered charity number',
		newsletter: {
			heading: 'Newsletter',
			intro: 'News from our programmes, a few times a year.',
			/** Links to /news and /events under the intro. */
			latestNews: 'Read the latest news',
			/** A link to /events beside it. */
			events: 'See our events',
			label: 'Your e-mail address',
			placeholder: 'Enter your email address to get the latest news',
			button: 'Confirm',
			pending: 'Sending…',
			consent: 'We use your address only to send this newsletter, and you can leave at any time.',
			privacyLink: 'How we look after your data',
			/** For the hidden trap field that only robots fill in. */
			honeypotLabel: 'Leave this field empty',
			/** After a sign-up sent from another page: the link back to it. {page} is its title. */
			backToPage: 'Back to “{page}”',
			titles: {
				success: 'Please check your inbox',
				address: 'Please check the address',
				form: 'We could not read the form',
				refused: 'We could not accept this sign-up',
				wait: 'Please wait a moment',
				unavailable: 'Please try again later',
			},
			messages: {
				subscribed:
					'If this address is not on our list yet, we have sent it a message. Open it and follow the link within 7 days to confirm. We will send nothing else until you do.',
				missing: 'Please enter your e-mail address.',
				'control-characters':
					'The address contains hidden control characters, such as a line break. Please type it again on one line.',
				'display-name':
					'Please enter just the address, without a name or angle brackets: for example, name@example.com.',
				'several-addresses': 'Please enter one address at a time.',
				quotes: 'Please enter the address without quotation marks.',
				'full-width':
					'The address contains full-width characters, such as ＠ or ．. Please switch your keyboard to half-width (English) input and type it again.',
				spaces: 'An e-mail address cannot contain spaces. Please check it.',
				'too-long': 'That address is longer than e-mail allows (254 characters). Please check it.',
				'local-too-long': 'The part before the @ is longer than e-mail allows (64 characters). Please check it.',
				invalid:
					'That does not look like a complete e-mail address. It needs a name, an @ and a domain, like name@example.com.',
				'content-type': 'The form was sent in a format we do not accept. Please use the form on our website.',
				encoding:
					'The form contained characters we could not read (it must be sent as UTF-8). Please use the form on our website.',
				'missing-field': 'The form arrived without an e-mail address field. Please use the form on our website.',
				'repeated-field': 'The form contained the same field more than once. Please send one address.',
				'unexpected-field': 'The form contained fields we do not use. Please use the form on our website.',
				'too-large':
					'The form sent far more data than an e-mail address needs, so we did not read it. Please send just your address.',
				'cross-site':
					'For your safety, we only accept sign-ups sent from our own website. Please use the form on this page.',
				'rate-limited':
					'There have been many sign-ups from your connection in the last few minutes. Please wait a few minutes, then try again.',
				unavailable: 'Sign-up is not working right now, and nothing was saved. Please try again later.',
			},
		},
		legal: 'A nonprofit foundation for culturally aware mental-health and education support.',
	},
	/** Names of the feeds every page's head points to (feed readers and browsers show them). */
	feeds: {
		rss: 'News (RSS)',
		atom: 'News (Atom)',
		json: 'News (JSON Feed)',
		calendar: 'Events (iCalendar)',
	},
	/** Words shared by the building blocks of many pages. */
	common: {
		/** What a citation link is called for screen readers: `{n}` is its number. */
		citation: 'reference {n}',
		/** Said to screen readers after a link that opens a new tab, brackets included (full-width in Chinese). */
		opensInNewTab: '(opens in a new tab)',
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
