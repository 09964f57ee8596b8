import { describe, expect, it } from 'vitest'
import { classNames } from './class-names.ts'

describe('classNames', () => {
	it('joins the names given and leaves out the missing ones', () => {
		const styles: Record<string, string> = { section: 'a', tinted: 'b' }
		expect(classNames(styles.section, styles.tinted)).toBe('a b')
		expect(classNames(styles.section, styles.plain, false, null, '')).toBe('a')
	})
})
