/**
 * The web application firewall (`GET/POST waf`): automatic rules, allow and block lists, data
 * sharing. Edited in a form and saved together.
 */
import {
	ExternalLink,
	Notice,
	Spinner,
	TextareaControl,
	ToggleControl,
} from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { WafSettings, WafState } from '../../../api-client/types/admin';
import { upgradeUrl } from '../../../shared/site-type';
import { useAdmin } from '../context';
import { invalidParams } from '../invalid-params';
import { useAsyncAction, useResource } from '../hooks/use-resource';
import { fieldError } from './field-error';
import FormSaveFooter from './form-save-footer';
import HelpLink from './help-link';
import Section from './section';

type Toggle = {
	[ K in keyof WafSettings ]: WafSettings[ K ] extends boolean ? K : never;
}[ keyof WafSettings ];

const TOGGLES: { name: Toggle; label: string }[] = [
	{
		name: 'jetpack_waf_ip_allow_list_enabled',
		label: __( 'Always allow these IP addresses', 'jetpack' ),
	},
	{
		name: 'jetpack_waf_ip_block_list_enabled',
		label: __( 'Block these IP addresses', 'jetpack' ),
	},
	{
		name: 'jetpack_waf_share_data',
		label: __(
			'Share basic firewall data to improve the rules',
			'jetpack'
		),
	},
	{
		name: 'jetpack_waf_share_debug_data',
		label: __( 'Share detailed data for debugging', 'jetpack' ),
	},
];

/** The settings the form edits, without what the server only reports. */
function editable( state: WafState ): WafSettings {
	return {
		jetpack_waf_automatic_rules: state.jetpack_waf_automatic_rules,
		jetpack_waf_ip_allow_list: state.jetpack_waf_ip_allow_list,
		jetpack_waf_ip_allow_list_enabled:
			state.jetpack_waf_ip_allow_list_enabled,
		jetpack_waf_ip_block_list: state.jetpack_waf_ip_block_list,
		jetpack_waf_ip_block_list_enabled:
			state.jetpack_waf_ip_block_list_enabled,
		jetpack_waf_share_data: state.jetpack_waf_share_data,
		jetpack_waf_share_debug_data: state.jetpack_waf_share_debug_data,
	};
}

export default function FirewallSection() {
	const { api, settings } = useAdmin();
	const waf = useResource< WafState >( () => api.fetchWafSettings() );
	const [ values, setValues ] = useState< WafSettings | null >( null );
	const [ saved, setSaved ] = useState( false );
	/** The server's refusal of a field, shown next to it (e.g. an invalid IP address). */
	const [ fieldErrors, setFieldErrors ] = useState<
		Partial< Record< keyof WafSettings, string > >
	>( {} );
	useEffect( () => {
		if ( waf.data ) {
			setValues( editable( waf.data ) );
		}
	}, [ waf.data ] );
	const save = useAsyncAction( async ( update: WafSettings ) => {
		setSaved( false );
		setFieldErrors( {} );
		const { jetpack_waf_automatic_rules: automaticRules, ...rest } = update;
		try {
			waf.setData(
				await api.updateWafSettings(
					waf.data?.automaticRulesAvailable
						? {
								...rest,
								jetpack_waf_automatic_rules: automaticRules,
							}
						: rest
				)
			);
		} catch ( error ) {
			const params = invalidParams( error );
			const fields = params
				? Object.keys( params ).filter( ( name ) => name in update )
				: [];
			if ( params && fields.length === Object.keys( params ).length ) {
				setFieldErrors( params );
				return;
			}
			throw error;
		}
		setSaved( true );
	} );
	const change = ( update: Partial< WafSettings > ) => {
		setSaved( false );
		setFieldErrors( ( current ) => {
			const next = { ...current };
			for ( const name of Object.keys( update ) as Array<
				keyof WafSettings
			> ) {
				delete next[ name ];
			}
			return next;
		} );
		setValues( ( current ) => current && { ...current, ...update } );
	};

	return (
		<Section
			title={ __( 'Firewall', 'jetpack' ) }
			actions={
				<HelpLink
					topic="firewall"
					label={ __( 'Help with the firewall', 'jetpack' ) }
				/>
			}
		>
			{ waf.isLoading && ! values && <Spinner /> }
			{ waf.error && (
				<Notice status="error" isDismissible={ false }>
					{ waf.error }
				</Notice>
			) }
			{ values && waf.data && (
				<form
					className="jetpack-admin-stack"
					aria-label={ __( 'Firewall settings', 'jetpack' ) }
					onSubmit={ ( event ) => {
						event.preventDefault();
						save.run( values );
					} }
				>
					<ToggleControl
						label={ __( 'Automatic firewall rules', 'jetpack' ) }
						checked={ values.jetpack_waf_automatic_rules }
						disabled={ ! waf.data.automaticRulesAvailable }
						onChange={ ( on ) =>
							change( { jetpack_waf_automatic_rules: on } )
						}
						__nextHasNoMarginBottom
					/>
					{ ! waf.data.automaticRulesAvailable && (
						<p>
							{ __(
								'Automatic rules need a security plan.',
								'jetpack'
							) }{ ' ' }
							<ExternalLink
								href={ upgradeUrl( settings, 'jetpack_scan' ) }
							>
								{ __(
									'Upgrade to get automatic rules',
									'jetpack'
								) }
							</ExternalLink>
						</p>
					) }
					{ TOGGLES.map( ( { name, label } ) => (
						<ToggleControl
							key={ name }
							label={ label }
							checked={ values[ name ] }
							onChange={ ( on ) => change( { [ name ]: on } ) }
							__nextHasNoMarginBottom
						/>
					) ) }
					<TextareaControl
						label={ __(
							'Allowed IP addresses (one per line)',
							'jetpack'
						) }
						value={ values.jetpack_waf_ip_allow_list }
						onChange={ ( text ) =>
							change( { jetpack_waf_ip_allow_list: text } )
						}
						{ ...fieldError(
							fieldErrors.jetpack_waf_ip_allow_list
						) }
						__nextHasNoMarginBottom
					/>
					<TextareaControl
						label={ __(
							'Blocked IP addresses (one per line)',
							'jetpack'
						) }
						value={ values.jetpack_waf_ip_block_list }
						onChange={ ( text ) =>
							change( { jetpack_waf_ip_block_list: text } )
						}
						{ ...fieldError(
							fieldErrors.jetpack_waf_ip_block_list
						) }
						__nextHasNoMarginBottom
					/>
					<FormSaveFooter
						busy={ save.busy }
						error={ save.error }
						saved={ saved }
						savedMessage={ __(
							'Firewall settings saved.',
							'jetpack'
						) }
						label={ __( 'Save firewall settings', 'jetpack' ) }
					/>
				</form>
			) }
		</Section>
	);
}
