import { describe, expect, it } from 'vitest'
import {
	listPagePath,
	neighbours,
	newestFirst,
	pageCount,
	pageLinks,
	parsePageNumber,
	postsOnPage,
	postsPerPage,
} from './listing.ts'

/** 23 posts, one a day from 2025-01-01 (post-01) to 2025-01-23 (post-23). */
const posts = Array.from({ length: 23 }, (_, index) => ({
	id: `post-${String(index + 1).padStart(2, '0')}`,
	date: `2025-01-${String(index + 1).padStart(2, '0')}`,
}))

describe('news listing', () => {
	it('lists the newest first, and posts of the same day by their file name', () => {
		expect(
			newestFirst(posts)
				.map((post) => post.id)
				.slice(0, 3),
		).toEqual(['post-23', 'post-22', 'post-21'])
		const sameDay = [
			{ id: 'b', date: '2025-02-01' },
			{ id: 'a', date: '2025-02-01' },
			{ id: 'c', date: '2024-12-31' },
		]
		expect(newestFirst(sameDay).map((post) => post.id)).toEqual(['a', 'b', 'c'])
		// The input is left as it was.
		expect(sameDay[0]?.id).toBe('b')
	})

	it('cuts the list into pages of ten, the last one shorter', () => {
		expect(postsPerPage).toBe(10)
		expect(pageCount(23)).toBe(3)
		expect(pageCount(20)).toBe(2)
		expect(pageCount(0)).toBe(1)
		expect(postsOnPage(posts, 1).map((post) => post.id)).toEqual(
			Array.from({ length: 10 }, (_, index) => `post-${23 - index}`),
		)
		expect(postsOnPage(posts, 3).map((post) => post.id)).toEqual(['post-03', 'post-02', 'post-01'])
		expect(postsOnPage(posts, 4)).toEqual([])
	})

	it('puts page 1 at /news and later pages at /news/page/<n>', () => {
		expect(listPagePath(1)).toBe('/news')
		expect(listPagePath(2)).toBe('/news/page/2')
	})

	it('accepts only the numbers of later pages that exist, written plainly', () => {
		expect(parsePageNumber('2', 23)).toBe(2)
		expect(parsePageNumber('3', 23)).toBe(3)
		const wrong = ['1', '4', '0', '02', '2.0', '-2', 'two', '', undefined]
		expect(wrong.map((value) => parsePageNumber(value, 23))).toEqual(wrong.map(() => null))
		expect(parsePageNumber('2', 10)).toBeNull()
	})

	it('finds the newer and the older neighbour of a post', () => {
		expect(neighbours(posts, 'post-12')).toEqual({ newer: posts[12], older: posts[10] })
		expect(neighbours(posts, 'post-23').newer).toBeUndefined()
		expect(neighbours(posts, 'post-01').older).toBeUndefined()
		expect(neighbours(posts, 'none')).toEqual({})
	})

	it('shows the first, last, current and neighbouring page numbers, with gaps', () => {
		expect(pageLinks(1, 1)).toEqual([1])
		expect(pageLinks(1, 3)).toEqual([1, 2, 3])
		expect(pageLinks(1, 12)).toEqual([1, 2, null, 12])
		expect(pageLinks(6, 12)).toEqual([1, null, 5, 6, 7, null, 12])
		// A gap of one page shows that page instead of an ellipsis.
		expect(pageLinks(4, 12)).toEqual([1, 2, 3, 4, 5, null, 12])
		expect(pageLinks(12, 12)).toEqual([1, null, 11, 12])
	})
})
