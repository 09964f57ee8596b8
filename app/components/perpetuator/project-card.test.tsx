import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { getContent, getRecords } from '#app/content/index.server.ts'
import { projectPath } from '#app/content/schema/records/project.ts'
import { localizePath } from '#app/i18n/locales.ts'
import { FeaturedProject } from './featured-project.tsx'
import { ProjectCard } from './project-card.tsx'
import { renderInSite } from '#tests/support/render-in-site.tsx'

describe.each(['en', 'zh-hans', 'zh-hant'] as const)('project cards (%s)', (locale) => {
	const words = getContent(locale).pages['/perpetuator'].projectWords
	const projects = getRecords(locale).projects

	it.each(projects.map((project) => [project.id, project] as const))(
		'the %s card leads to its write-up, in the same language',
		async (_id, project) => {
			renderInSite(<ProjectCard project={project} words={words} />, { locale, path: '/perpetuator/actuallifeneeds' })
			const link = await screen.findByRole('link', { name: project.title })
			expect(link).toHaveAttribute('href', localizePath(projectPath(project), locale))
		},
	)

	it.each(projects.filter((project) => project.featured).map((project) => [project.area, project] as const))(
		'the featured project of %s leads to its write-up',
		async (_area, project) => {
			renderInSite(<FeaturedProject project={project} words={words} />, { locale, path: '/perpetuator' })
			const link = await screen.findByRole('link', { name: project.title })
			expect(link).toHaveAttribute('href', localizePath(projectPath(project), locale))
		},
	)
})
