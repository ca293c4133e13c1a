import { screen, waitFor, within } from '@testing-library/react';
import PluginsSection from '../components/plugins-section';
import StatsSection from '../components/stats-section';
import { bootSettings, renderAdmin } from './render-admin';

/** Loads fail in jsdom (no server): wait for the section to show that, so nothing updates later. */
async function settled( name: string ) {
	const region = within( screen.getByRole( 'region', { name } ) );
	await waitFor( () =>
		expect(
			region.getByText( /failed before any answer/ )
		).toBeInTheDocument()
	);
	return region;
}

describe( 'links that follow the site type', () => {
	it( 'sends a self-hosted site to the provider’s help', async () => {
		renderAdmin( <StatsSection /> );
		// Nothing loads: views are asked only once the site is known to be connected.
		const stats = within( screen.getByRole( 'region', { name: 'Stats' } ) );
		expect(
			stats.getByRole( 'link', { name: /Help with stats/ } )
		).toHaveAttribute( 'href', 'https://jetpack.com/support/stats/' );
	} );

	it( 'sends a hosted site to the platform’s help', async () => {
		renderAdmin( <StatsSection />, {
			...bootSettings,
			siteType: 'atomic',
		} );
		const stats = within( screen.getByRole( 'region', { name: 'Stats' } ) );
		expect(
			stats.getByRole( 'link', { name: /Help with stats/ } )
		).toHaveAttribute( 'href', 'https://wordpress.com/support/stats/' );
	} );

	it( 'points simple sites to the platform for plugins', async () => {
		renderAdmin( <PluginsSection />, {
			...bootSettings,
			siteType: 'simple',
		} );
		const plugins = await settled( 'Plugins' );
		expect(
			plugins.getByRole( 'link', { name: /Manage the site’s plugins/ } )
		).toHaveAttribute(
			'href',
			'https://wordpress.com/plugins/example.org'
		);
	} );

	it( 'does not send other sites elsewhere for plugins', async () => {
		renderAdmin( <PluginsSection /> );
		const plugins = await settled( 'Plugins' );
		expect( plugins.queryByRole( 'link' ) ).not.toBeInTheDocument();
	} );
} );
