import loaded from 'virtual:site-content'
import { site } from '#app/config/site.ts'
import { donationRegions, type DonationSettings } from '#app/content/schema/settings/donations.ts'

/** content/settings/donations.yml, checked by the content loader (language-neutral). */
const donations = loaded.en.settings.donations as DonationSettings

/**
 * The regions where the foundation can receive gifts, in the page's order,
 * each with its settings; a region without a donation page of its own gets
 * the general one (site setting `donationUrl`), if any.
 */
export function givingRegions(settings: DonationSettings = donations, general = site.donationUrl) {
	return donationRegions.flatMap((id) => {
		const region = settings[id]
		return region ? [{ id, paymentUrl: region.paymentUrl ?? general, charityNumber: region.charityNumber }] : []
	})
}

/** Which receipt wordings apply: the US one always where the US is listed; Gift Aid and section 88 only when set. */
export function receiptNotes(settings: DonationSettings = donations) {
	return {
		us: settings.us !== undefined,
		ukGiftAid: Boolean(settings.uk?.charityNumber?.value),
		hkSection88: settings.hk?.section88.value === true,
	}
}
