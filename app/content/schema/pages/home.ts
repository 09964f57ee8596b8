import { z } from 'zod'
import { field } from '#app/content/schema/fields.ts'
import { phrase } from '#app/content/schema/phrase.ts'
import { pageMeta } from './page-basics.ts'

/**
 * Words read by screen readers after a “Learn More” link's visible words, so
 * the link says where it leads. The page puts a space before English words
 * and none before Chinese text or punctuation.
 */
const learnMoreAbout = (label: string, placeholders: readonly string[] = []) =>
	placeholders.length
		? phrase(label, placeholders, {
				hint: 'Read by screen readers after “Learn More”, hidden on screen: “about The Dreamer”, “：追梦者”.',
			})
		: field.string(label, {
				hint: 'Read by screen readers after “Learn More”, hidden on screen: “about our team”, “：我们的团队”.',
			})

/** A heading with a text under it: an initiative's tab (named as in the menu), an impact card. */
const headingAndText = (label: string) =>
	field.object(label, {
		heading: field.string('Heading'),
		text: field.text('Text'),
	})

/**
 * The home page (/). The pictures are drawn illustrations of the words beside
 * them, so they have no alt text (decorative). The news carousel shows the
 * newest posts (content/news); the partner carousel shows the partners
 * (content/partners), each with the line its record gives. The founding date is
 * written in the text: the home page gives 22 August 2023, the About page
 * 26 August 2022, and each keeps its own until the foundation says which is
 * right (specification §1).
 */
export const homePage = z.strictObject({
	meta: pageMeta,
	hero: field.object('Top of the page, over the large picture', {
		eyebrow: field.string('Label above the main heading'),
		title: field.string('Main heading (the motto)'),
		lead: field.text('Lead sentence'),
		regions: field.text('Where we work'),
		initiativesLink: field.string('Button to “Our Initiatives” below'),
		aboutLink: field.string('Button to the About page'),
	}),
	mission: field.object('Why we are here', {
		heading: field.string('Heading'),
		body: field.markdown('Text'),
	}),
	news: field.object('Latest News', {
		heading: field.string('Heading'),
		intro: field.text('Introduction', { hint: 'The carousel under it shows the three newest posts (News).' }),
		allNews: field.string('Link to all news'),
	}),
	introduction: field.object('About the foundation', {
		heading: field.string('Heading'),
		blocks: field.list(
			'Text blocks, beside a picture',
			field.object('Block', {
				heading: field.string('Heading'),
				body: field.markdown('Text'),
			}),
			{ hint: 'The founding date is written in the text, in each language.' },
		),
	}),
	initiatives: field.object('Our Initiatives (one tab each)', {
		heading: field.string('Heading'),
		intro: field.text('Introduction'),
		learnMore: field.string('Link at the foot of each tab (to the initiative’s page)'),
		learnMoreAbout: learnMoreAbout('Rest of the link’s name, for screen readers', ['name']),
		panels: field.object('The tabs', {
			dreamer: headingAndText('The Dreamer'),
			perpetuator: headingAndText('The Perpetuator'),
			voyager: headingAndText('The Voyager'),
			enlightener: headingAndText('The Enlightener'),
		}),
	}),
	team: field.object('Meet Our Team', {
		heading: field.string('Heading'),
		text: field.text('Text'),
		learnMore: field.string('Link to the team page'),
		learnMoreAbout: learnMoreAbout('Rest of the link’s name, for screen readers'),
	}),
	impact: field.object('How We’re Impacting the World', {
		heading: field.string('Heading'),
		intro: field.text('Introduction'),
		items: field.list('Cards', headingAndText('Card')),
	}),
	partners: field.object('Cooperative Partners (carousel)', {
		heading: field.string('Heading'),
		intro: field.text('Introduction'),
	}),
	carousel: field.object('Carousel buttons and what screen readers hear (both carousels)', {
		carousel: field.string('What a carousel is called (screen readers)'),
		slide: field.string('What each slide is called (screen readers)'),
		position: phrase('Each slide’s position (screen readers)', ['n', 'total'], {
			hint: '{n} is the slide’s number, {total} how many there are.',
		}),
		previous: field.string('Button: previous'),
		next: field.string('Button: next'),
		pause: field.string('Button: pause the slideshow'),
		play: field.string('Button: play the slideshow'),
		show: phrase('Name of the dot that shows a slide', ['title'], { hint: '{title} is the slide’s title.' }),
		status: phrase('Announced when the slide changes (screen readers)', ['position', 'title'], {
			hint: '{position} is the slide’s position, {title} its title.',
		}),
	}),
})

export type HomePageContent = z.output<typeof homePage>
