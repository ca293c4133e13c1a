/**
 * Loading one thing from the REST client, and running one action at a time, with the states the
 * screen shows (loading/busy, the error message).
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';

export function errorMessage( error: unknown ): string {
	return error instanceof Error ? error.message : String( error );
}

export type Resource< T > = {
	data: T | undefined;
	error: string | null;
	isLoading: boolean;
	reload: () => Promise< void >;
	/** Replaces the data with what a save answered. */
	setData: ( data: T ) => void;
};

/**
 * @param load    fetches the data; called on mount, when `key` changes and by `reload`
 * @param enabled false to wait (e.g. until the site is connected)
 * @param key     what the data depends on (e.g. the chosen range)
 */
export function useResource< T >(
	load: () => Promise< T >,
	enabled = true,
	key: unknown = null
): Resource< T > {
	const [ data, setData ] = useState< T | undefined >( undefined );
	const [ error, setError ] = useState< string | null >( null );
	const [ isLoading, setIsLoading ] = useState( enabled );
	const loadRef = useRef( load );
	loadRef.current = load;
	const mounted = useRef( true );
	useEffect(
		() => () => {
			mounted.current = false;
		},
		[]
	);

	const reload = useCallback( async () => {
		setIsLoading( true );
		try {
			const value = await loadRef.current();
			if ( mounted.current ) {
				setData( value );
				setError( null );
			}
		} catch ( caught ) {
			if ( mounted.current ) {
				setError( errorMessage( caught ) );
			}
		} finally {
			if ( mounted.current ) {
				setIsLoading( false );
			}
		}
	}, [] );

	useEffect( () => {
		if ( enabled ) {
			reload();
		}
	}, [ enabled, reload, key ] );

	return { data, error, isLoading, reload, setData };
}

export type AsyncAction< A extends unknown[], R > = {
	run: ( ...args: A ) => Promise< R | undefined >;
	busy: boolean;
	error: string | null;
	clearError: () => void;
};

/**
 * One action at a time: `busy` while it runs, its failure kept as `error` (cleared by the next run).
 * @param action the async work
 */
export function useAsyncAction< A extends unknown[], R >(
	action: ( ...args: A ) => Promise< R >
): AsyncAction< A, R > {
	const [ busy, setBusy ] = useState( false );
	const [ error, setError ] = useState< string | null >( null );
	const actionRef = useRef( action );
	actionRef.current = action;
	const run = useCallback( async ( ...args: A ) => {
		setBusy( true );
		setError( null );
		try {
			return await actionRef.current( ...args );
		} catch ( caught ) {
			setError( errorMessage( caught ) );
			return undefined;
		} finally {
			setBusy( false );
		}
	}, [] );
	return { run, busy, error, clearError: () => setError( null ) };
}
