import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Module } from '../../../api-client';
import ModuleSettingsForm from '../components/module-settings-form';
import { renderAdmin } from './render-admin';

const stats: Module = {
	module: 'stats',
	name: 'Jetpack Stats',
	description: 'Collect visitor statistics.',
	activated: true,
	available: true,
	requires_connection: true,
	requires_user_connection: false,
	module_tags: [],
	feature: [],
	options: {
		admin_bar: {
			type: 'boolean',
			default: true,
			currentValue: true,
			description: 'Show a chart in the admin bar.',
		},
		roles: {
			type: 'array',
			default: [ 'administrator' ],
			currentValue: [ 'administrator' ],
			items: [ 'administrator', 'editor' ],
			description: 'Roles that may see stats.',
		},
		chart_style: {
			type: 'string',
			default: 'bars',
			currentValue: 'bars',
			enum: [ 'bars', 'lines' ],
			description: 'Chart style.',
		},
		tracking_id: {
			type: 'string',
			default: '',
			currentValue: 'UA-1',
			description: 'Tracking ID.',
		},
		days: {
			type: 'integer',
			default: 30,
			currentValue: 30,
			description: 'Days to keep.',
		},
	},
};

describe( 'ModuleSettingsForm', () => {
	it( 'gives every option a labelled control of its type, in a named form', async () => {
		const user = userEvent.setup();
		renderAdmin(
			<ModuleSettingsForm module={ stats } onSaved={ () => {} } />
		);
		const form = screen.getByRole( 'form', {
			name: 'Jetpack Stats settings',
		} );
		const adminBar = within( form ).getByRole( 'checkbox', {
			name: 'Show a chart in the admin bar.',
		} );
		expect( adminBar ).toBeChecked();
		await user.click( adminBar );
		expect( adminBar ).not.toBeChecked();

		const roles = within( form ).getByRole( 'group', {
			name: 'Roles that may see stats.',
		} );
		expect(
			within( roles ).getByRole( 'checkbox', { name: 'administrator' } )
		).toBeChecked();
		const editor = within( roles ).getByRole( 'checkbox', {
			name: 'editor',
		} );
		await user.click( editor );
		expect( editor ).toBeChecked();

		const style = within( form ).getByRole( 'combobox', {
			name: 'Chart style.',
		} );
		await user.selectOptions( style, 'lines' );
		expect( style ).toHaveValue( 'lines' );

		expect(
			within( form ).getByRole( 'textbox', { name: 'Tracking ID.' } )
		).toHaveValue( 'UA-1' );
		expect(
			within( form ).getByRole( 'spinbutton', { name: 'Days to keep.' } )
		).toHaveValue( 30 );
		expect(
			within( form ).getByRole( 'button', { name: 'Save settings' } )
		).toBeEnabled();
	} );
} );
