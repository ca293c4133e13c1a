/**
 * What the editor blocks ask the site: the CRM's state for the form's CRM panel (spec §3, §7)
 * and the localized week of Business Hours (spec §7).
 */
import type { CrmData } from '../../shared/forms/form-crm';

/** GET jetpack_crm: the CRM fields, or `error` and `message` when the site could not tell. */
export type CrmStatusResponse = CrmData & { error?: unknown; message?: string };

/** POST jetpack_crm `{ extension: 'jetpackforms' }`: `code: 'success'` when it was enabled. */
export type CrmExtensionResponse = { code?: string; message?: string };

export type WeekdayKey = 'Sun' | 'Mon' | 'Tue' | 'Wed' | 'Thu' | 'Fri' | 'Sat';

/** GET /wpcom/v2/business-hours/localized-week. */
export type LocalizedWeekResponse = {
	/** The names as the site's language writes them ("lundi"). */
	days: Partial< Record< WeekdayKey, string > >;
	/** 0 = Sunday … 6 = Saturday (WordPress's `start_of_week`). */
	startOfWeek: number | string;
};
