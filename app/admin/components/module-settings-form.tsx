/**
 * A module's options as a form: a control per option, chosen by its type, saved together with
 * `POST module/{name}`.
 */
import {
	CheckboxControl,
	SelectControl,
	TextControl,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type {
	Module,
	ModuleOption,
	ModuleOptionValue,
} from '../../../api-client';
import { useAdmin } from '../context';
import { useAsyncAction } from '../hooks/use-resource';
import FormSaveFooter from './form-save-footer';

type Values = Record< string, ModuleOptionValue >;

function initialValues( module: Module ): Values {
	return Object.fromEntries(
		Object.entries( module.options ).map( ( [ name, option ] ) => [
			name,
			option.currentValue,
		] )
	);
}

function OptionField( {
	name,
	option,
	value,
	onChange,
}: {
	name: string;
	option: ModuleOption;
	value: ModuleOptionValue;
	onChange: ( value: ModuleOptionValue ) => void;
} ) {
	const label = option.description || name;
	if ( option.type === 'boolean' ) {
		return (
			<CheckboxControl
				label={ label }
				checked={ value === true }
				onChange={ ( checked ) => onChange( checked ) }
				__nextHasNoMarginBottom
			/>
		);
	}
	if ( option.type === 'array' && option.items?.length ) {
		const selected = Array.isArray( value ) ? value : [];
		return (
			<fieldset className="jetpack-admin-module-settings__choices">
				<legend>{ label }</legend>
				{ option.items.map( ( item ) => (
					<CheckboxControl
						key={ item }
						label={ item }
						checked={ selected.includes( item ) }
						onChange={ ( checked ) =>
							onChange(
								checked
									? [ ...selected, item ]
									: selected.filter( ( v ) => v !== item )
							)
						}
						__nextHasNoMarginBottom
					/>
				) ) }
			</fieldset>
		);
	}
	if ( option.enum?.length ) {
		return (
			<SelectControl
				label={ label }
				value={ String( value ?? '' ) }
				options={ option.enum.map( ( choice ) => ( {
					label: String( choice ),
					value: String( choice ),
				} ) ) }
				onChange={ ( choice ) =>
					onChange(
						option.type === 'integer' ? Number( choice ) : choice
					)
				}
				__next40pxDefaultSize
				__nextHasNoMarginBottom
			/>
		);
	}
	if ( option.type === 'array' ) {
		return (
			<TextControl
				label={ label }
				help={ __( 'Separate values with commas.', 'jetpack' ) }
				value={ Array.isArray( value ) ? value.join( ', ' ) : '' }
				onChange={ ( text ) =>
					onChange(
						text
							.split( ',' )
							.map( ( part ) => part.trim() )
							.filter( Boolean )
					)
				}
				__next40pxDefaultSize
				__nextHasNoMarginBottom
			/>
		);
	}
	return (
		<TextControl
			label={ label }
			type={ option.type === 'integer' ? 'number' : 'text' }
			value={
				value === null || value === undefined ? '' : String( value )
			}
			onChange={ ( text ) =>
				onChange( option.type === 'integer' ? Number( text ) : text )
			}
			__next40pxDefaultSize
			__nextHasNoMarginBottom
		/>
	);
}

export default function ModuleSettingsForm( {
	module,
	onSaved,
}: {
	module: Module;
	onSaved: ( module: Module ) => void;
} ) {
	const { api, analytics } = useAdmin();
	const [ values, setValues ] = useState< Values >( () =>
		initialValues( module )
	);
	const [ saved, setSaved ] = useState( false );
	const save = useAsyncAction( async () => {
		setSaved( false );
		const answer = await api.updateModuleOptions( module.module, values );
		onSaved( answer.module );
		setSaved( true );
		analytics
			.recordEvent( 'jetpack_module_settings_saved', {
				module: module.module,
			} )
			.catch( () => false );
	} );

	return (
		<form
			className="jetpack-admin-module-settings"
			aria-label={ sprintf(
				/* translators: %s: module name. */
				__( '%s settings', 'jetpack' ),
				module.name
			) }
			onSubmit={ ( event ) => {
				event.preventDefault();
				save.run();
			} }
		>
			{ Object.entries( module.options ).map( ( [ name, option ] ) => (
				<OptionField
					key={ name }
					name={ name }
					option={ option }
					value={ values[ name ] }
					onChange={ ( value ) =>
						setValues( ( current ) => ( {
							...current,
							[ name ]: value,
						} ) )
					}
				/>
			) ) }
			<FormSaveFooter
				busy={ save.busy }
				error={ save.error }
				saved={ saved && ! save.busy }
				savedMessage={ __( 'Settings saved.', 'jetpack' ) }
				label={ __( 'Save settings', 'jetpack' ) }
			/>
		</form>
	);
}
