/**
 * What every part of the admin screen reaches through React context: the boot settings, the
 * REST client, the connection store made for that client, and the analytics recorder.
 */
import { createContext, useContext } from '@wordpress/element';
import type { AdminBootSettings } from '../../shared/admin-settings';
import type { ConnectionStore } from '../../store/connection';
import type { AdminAnalytics } from './boot/analytics';
import type { AdminApi } from './boot/api';

export type AdminContextValue = {
	settings: AdminBootSettings;
	api: AdminApi;
	connectionStore: ConnectionStore;
	analytics: AdminAnalytics;
};

export const AdminContext = createContext< AdminContextValue | null >( null );

export function useAdmin(): AdminContextValue {
	const value = useContext( AdminContext );
	if ( ! value ) {
		throw new Error(
			'The admin screen components need <AdminContext.Provider>.'
		);
	}
	return value;
}
