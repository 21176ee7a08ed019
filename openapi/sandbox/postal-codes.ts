/** Postal codes answered like viacep (https://viacep.com.br/ws/{cep}/json/). */
import type { Schemas } from './types.ts';

type ViaCep = Schemas['ViaCepAddress'];

function entry(
  cep: string,
  logradouro: string,
  complemento: string,
  bairro: string,
  localidade: string,
  uf: string,
  estado: string,
  ibge: string,
  ddd: string,
): ViaCep {
  return {
    cep: `${cep.slice(0, 5)}-${cep.slice(5)}`,
    logradouro,
    complemento,
    unidade: '',
    bairro,
    localidade,
    uf,
    estado,
    regiao: { SP: 'Sudeste', RJ: 'Sudeste', MG: 'Sudeste', DF: 'Centro-Oeste', MT: 'Centro-Oeste' }[uf] ?? '',
    ibge,
    gia: '',
    ddd,
    siafi: '',
  };
}

export const POSTAL_CODES: Readonly<Record<string, ViaCep>> = {
  '01001000': entry('01001000', 'Praça da Sé', 'lado ímpar', 'Sé', 'São Paulo', 'SP', 'São Paulo', '3550308', '11'),
  '01310100': entry('01310100', 'Avenida Paulista', 'de 612 a 1510 - lado par', 'Bela Vista', 'São Paulo', 'SP', 'São Paulo', '3550308', '11'),
  '22021001': entry('22021001', 'Avenida Atlântica', 'de 1662 ao fim - lado par', 'Copacabana', 'Rio de Janeiro', 'RJ', 'Rio de Janeiro', '3304557', '21'),
  '30130010': entry('30130010', 'Praça Sete de Setembro', '', 'Centro', 'Belo Horizonte', 'MG', 'Minas Gerais', '3106200', '31'),
  '70150900': entry('70150900', 'Praça dos Três Poderes', '', 'Zona Cívico-Administrativa', 'Brasília', 'DF', 'Distrito Federal', '5300108', '61'),
  // A single-CEP town: viacep answers empty street and district, which the form must let the worker type.
  '78175000': entry('78175000', '', '', '', 'Poconé', 'MT', 'Mato Grosso', '5106505', '65'),
};

/** Known CEP → address; any other well-formed CEP (e.g. 99999999) → {erro: true}, as viacep does. */
export function lookupPostalCode(cep: string): ViaCep | Schemas['ViaCepNotFound'] {
  return Object.hasOwn(POSTAL_CODES, cep) ? (POSTAL_CODES[cep] as ViaCep) : { erro: true };
}
