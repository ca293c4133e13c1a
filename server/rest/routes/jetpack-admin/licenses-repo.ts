/**
 * Licence keys: users hold them (set-license), attach them to the site (attach-licenses), and
 * the attached ones are the site's purchases. Keys are `<product prefix>_<16–32 letters/digits>`.
 */
import type { SiteDb } from '../../../db/schema';
import type {
	SitePurchase,
	UserLicense,
	UserLicenseCounts,
} from '../../../../api-client/types/admin';
import type { Selectable } from 'kysely';
import { adminDb, nowIso, type AdminTables } from './admin-db';
import {
	findByLicensePrefix,
	findBySlug,
	type CatalogueEntry,
} from './catalogue';

const LICENSE_PATTERN = /^([a-z0-9]+(?:-[a-z0-9]+)*)_([A-Za-z0-9]{16,32})$/;

type LicenseRow = Selectable< AdminTables[ 'admin_licenses' ] >;

/**
 * The catalogue entry a key is for, or null when the key is malformed or names no product.
 * @param key
 */
export function productForKey( key: string ): CatalogueEntry | null {
	const match = LICENSE_PATTERN.exec( key );
	return match ? ( findByLicensePrefix( match[ 1 ] ) ?? null ) : null;
}

/** Message naming `param` when `value` is not a licence key of a known product, else null. */
export function licenseKeyProblem(
	value: unknown,
	param: string
): string | null {
	if ( typeof value !== 'string' || ! LICENSE_PATTERN.test( value ) ) {
		return `${ param } is not a valid license key.`;
	}
	return productForKey( value )
		? null
		: `${ param } is not a license key of a known product.`;
}

function toUserLicense( row: LicenseRow ): UserLicense {
	const entry = findBySlug( row.product_slug );
	return {
		license_key: row.license_key,
		product_id: entry?.product_id ?? 0,
		product: entry?.product_name ?? row.product_slug,
		issued_at: row.created_at,
		attached_at: row.attached_at,
		revoked_at: row.revoked_at,
	};
}

export class LicenseOwnedElsewhere extends Error {}

/**
 * Adds a key to the user's licences (unattached); a key the user already holds is kept as is.
 * Throws LicenseOwnedElsewhere when another user holds it.
 * @param db
 * @param userId
 * @param key
 * @param attach also attach it to the site
 */
export async function holdLicense(
	db: SiteDb,
	userId: number,
	key: string,
	attach = false
): Promise< UserLicense > {
	const entry = productForKey( key );
	if ( ! entry ) {
		throw new Error( `Not a licence key: ${ key }` );
	}
	return adminDb( db )
		.transaction()
		.execute( async ( trx ) => {
			const existing = await trx
				.selectFrom( 'admin_licenses' )
				.selectAll()
				.where( 'license_key', '=', key )
				.executeTakeFirst();
			if ( existing && existing.user_id !== userId ) {
				throw new LicenseOwnedElsewhere( key );
			}
			if ( ! existing ) {
				await trx
					.insertInto( 'admin_licenses' )
					.values( {
						license_key: key,
						user_id: userId,
						product_slug: entry.product_slug,
						created_at: nowIso(),
						attached_at: attach ? nowIso() : null,
						revoked_at: null,
					} )
					.execute();
			} else if ( attach && ! existing.attached_at ) {
				await trx
					.updateTable( 'admin_licenses' )
					.set( { attached_at: nowIso() } )
					.where( 'id', '=', existing.id )
					.execute();
			}
			const row = await trx
				.selectFrom( 'admin_licenses' )
				.selectAll()
				.where( 'license_key', '=', key )
				.executeTakeFirstOrThrow();
			return toUserLicense( row );
		} );
}

export async function userLicenses(
	db: SiteDb,
	userId: number
): Promise< UserLicense[] > {
	const rows = await adminDb( db )
		.selectFrom( 'admin_licenses' )
		.selectAll()
		.where( 'user_id', '=', userId )
		.orderBy( 'id' )
		.execute();
	return rows.map( toUserLicense );
}

export async function userLicenseCounts(
	db: SiteDb,
	userId: number
): Promise< UserLicenseCounts > {
	const licenses = await userLicenses( db, userId );
	const live = licenses.filter( ( l ) => ! l.revoked_at );
	return {
		attached: live.filter( ( l ) => l.attached_at ).length,
		detached: live.filter( ( l ) => ! l.attached_at ).length,
		revoked: licenses.length - live.length,
		not_revoked: live.length,
	};
}

/** The catalogue entries the site has through attached, unrevoked licences. */
export async function attachedEntries(
	db: SiteDb
): Promise< CatalogueEntry[] > {
	const rows = await attachedRows( db );
	return rows
		.map( ( row ) => findBySlug( row.product_slug ) )
		.filter( ( entry ): entry is CatalogueEntry => !! entry );
}

function attachedRows( db: SiteDb ) {
	return adminDb( db )
		.selectFrom( 'admin_licenses' )
		.selectAll()
		.where( 'attached_at', 'is not', null )
		.where( 'revoked_at', 'is', null )
		.orderBy( 'id' )
		.execute();
}

function addYear( iso: string ): string {
	const date = new Date( iso );
	date.setUTCFullYear( date.getUTCFullYear() + 1 );
	return date.toISOString();
}

export async function sitePurchases( db: SiteDb ): Promise< SitePurchase[] > {
	const now = nowIso();
	return ( await attachedRows( db ) ).map( ( row ) => {
		const entry = findBySlug( row.product_slug );
		const subscribed = row.attached_at as string;
		const expiry = addYear( subscribed );
		return {
			ID: row.id,
			product_id: entry?.product_id ?? 0,
			product_slug: row.product_slug,
			product_name: entry?.product_name ?? row.product_slug,
			subscribed_date: subscribed,
			expiry_date: expiry,
			expiry_status: expiry > now ? 'active' : 'expired',
			active: expiry > now,
			license_key: row.license_key,
		};
	} );
}
