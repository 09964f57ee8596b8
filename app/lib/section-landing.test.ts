import { describe, expect, it } from 'vitest'
import { sectionLanding } from './section-landing.ts'

describe('sectionLanding', () => {
	it('is the parent path', () => {
		expect(sectionLanding('/perpetuator/actuallifeneeds/diabetes')).toBe('/perpetuator/actuallifeneeds')
		expect(sectionLanding('/dreamer/hello')).toBe('/dreamer')
		expect(sectionLanding('/dreamer')).toBe('/')
		expect(sectionLanding('/aboutus/')).toBe('/')
	})
})
