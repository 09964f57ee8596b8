import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { getContent } from '~/content/index.server.ts'
import { perpetuatorAreas, project, projectIds } from '~/data/projects.ts'
import { localizePath } from '~/i18n/locales.ts'
import { FeaturedProject } from './featured-project.tsx'
import { ProjectCard } from './project-card.tsx'
import { renderInSite } from './test-router.tsx'

describe.each(['en', 'zh-hans', 'zh-hant'] as const)('project cards (%s)', (locale) => {
	const words = getContent(locale).pages['/perpetuator'].projects

	it.each(projectIds)('the %s card leads to its write-up, in the same language', async (id) => {
		const record = project(id)
		renderInSite(<ProjectCard record={record} words={words} />, { locale, path: '/perpetuator/actuallifeneeds' })
		const link = await screen.findByRole('link', { name: words.titles[id] })
		expect(link).toHaveAttribute('href', localizePath(record.path, locale))
	})

	it.each(perpetuatorAreas.filter((area) => 'featured' in area).map((area) => [area.id, area.featured] as const))(
		'the featured project of %s leads to its write-up',
		async (_area, id) => {
			renderInSite(<FeaturedProject record={project(id)} words={words} />, { locale, path: '/perpetuator' })
			const link = await screen.findByRole('link', { name: words.titles[id] })
			expect(link).toHaveAttribute('href', localizePath(project(id).path, locale))
		},
	)
})
