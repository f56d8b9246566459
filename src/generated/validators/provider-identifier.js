// generated - do not edit: written by `npm run gen` from schemas/defs/provider-identifier.json; edit the schema and regenerate.
import * as __runtime0 from "ajv/dist/runtime/ucs2length.js";
const __validators = {};
export default __validators;
__validators["https://provider-portal.example/schemas/defs/provider-identifier.json"] = validate10;
const schema27 = {"$comment":"generated - do not edit: written by npm run gen from schemas/defs/provider-identifier.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/defs/provider-identifier.json","title":"caption.providerIdentifier","type":"object","required":["type","value"],"properties":{"type":{"title":"caption.identifierType","type":"integer","oneOf":[{"const":0,"title":"caption.taxIdTin"},{"const":1,"title":"caption.npi"},{"const":2,"title":"caption.groupNpi"},{"const":3,"title":"caption.providerIdClid"},{"const":4,"title":"caption.groupId"},{"const":5,"title":"caption.groupTin"}],"messages":{"required":"field.required","type":"field.invalid","const":"field.invalid"}},"value":{"title":"caption.identifier","type":"string","normalize":{"pattern":"\\s*(\\S(?:[\\s\\S]*\\S)?)\\s*","replacement":"$1"},"messages":{"required":"field.required","minLength":"providerIdentifier.digits","maxLength":"providerIdentifier.digits","pattern":"providerIdentifier.digitsOnly","npiCheckDigit":"providerIdentifier.npiCheckDigit","validCharacters":"field.invalid"},"validCharacters":true}},"allOf":[{"if":{"type":"object","properties":{"type":{"enum":[0,5]}},"required":["type"]},"then":{"properties":{"value":{"type":"string","minLength":9,"maxLength":9,"pattern":"^[0-9]*$","validCharacters":true}}}},{"if":{"type":"object","properties":{"type":{"enum":[1,2]}},"required":["type"]},"then":{"properties":{"value":{"type":"string","minLength":10,"maxLength":10,"pattern":"^[0-9]*$","npiCheckDigit":true,"validCharacters":true}}}},{"if":{"type":"object","properties":{"type":{"const":3}},"required":["type"]},"then":{"properties":{"value":{"type":"string","patternRules":[{"pattern":"^[\\s\\S]{0,36}$","messageId":"providerIdentifier.clidLength","params":{"limit":36}}],"validCharacters":true}}}}],"definitions":{}};
const func2 = (__runtime0.default?.default ?? __runtime0.default);
const pattern0 = new RegExp("^[0-9]*$", "u");
const pattern1 = new RegExp("[\\u0000-\\u0008\\u000C-\\u001F\\u007F-\\u009F]", "u");
const pattern4 = new RegExp("^[\\s\\S]{0,36}$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/defs/provider-identifier.json" */;
let vErrors = null;
let errors = 0;
const _errs3 = errors;
let valid1 = true;
const _errs4 = errors;
if(errors === _errs4){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.type !== undefined){
let data0 = data.type;
if(!((data0 === 0) || (data0 === 5))){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
else {
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs4 === errors;
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs7 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.value !== undefined){
let data1 = data.value;
if(typeof data1 === "string"){
if(func2(data1) > 9){
const err3 = {instancePath:instancePath+"/value",schemaPath:"#/allOf/0/then/properties/value/maxLength",keyword:"maxLength",params:{limit: 9}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func2(data1) < 9){
const err4 = {instancePath:instancePath+"/value",schemaPath:"#/allOf/0/then/properties/value/minLength",keyword:"minLength",params:{limit: 9}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern0.test(data1)){
const err5 = {instancePath:instancePath+"/value",schemaPath:"#/allOf/0/then/properties/value/pattern",keyword:"pattern",params:{pattern: "^[0-9]*$"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(pattern1.test(data1)){
const err6 = {instancePath:instancePath+"/value",schemaPath:"#/allOf/0/then/properties/value/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/value",schemaPath:"#/allOf/0/then/properties/value/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
var _valid0 = _errs7 === errors;
valid1 = _valid0;
}
if(!valid1){
const err8 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
const _errs11 = errors;
let valid4 = true;
const _errs12 = errors;
if(errors === _errs12){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.type === undefined) && (missing1 = "type")){
const err9 = {};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
if(data.type !== undefined){
let data2 = data.type;
if(!((data2 === 1) || (data2 === 2))){
const err10 = {};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
}
else {
const err11 = {};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
var _valid1 = _errs12 === errors;
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs15 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.value !== undefined){
let data3 = data.value;
if(typeof data3 === "string"){
if(func2(data3) > 10){
const err12 = {instancePath:instancePath+"/value",schemaPath:"#/allOf/1/then/properties/value/maxLength",keyword:"maxLength",params:{limit: 10}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func2(data3) < 10){
const err13 = {instancePath:instancePath+"/value",schemaPath:"#/allOf/1/then/properties/value/minLength",keyword:"minLength",params:{limit: 10}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!pattern0.test(data3)){
const err14 = {instancePath:instancePath+"/value",schemaPath:"#/allOf/1/then/properties/value/pattern",keyword:"pattern",params:{pattern: "^[0-9]*$"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(pattern1.test(data3)){
const err15 = {instancePath:instancePath+"/value",schemaPath:"#/allOf/1/then/properties/value/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
let sum0 = 24;
if(/^[0-9]{10}$/.test(data3)){
for(let i0=0; i0<9; i0++){
let digit0 = data3.charCodeAt(i0) - 48;
if(i0 % 2 === 0){
digit0 = digit0 * 2;
if(digit0 > 9){
digit0 = digit0 - 9;
}
}
sum0 = sum0 + digit0;
}
if((10 - (sum0 % 10)) % 10 !== data3.charCodeAt(9) - 48){
const err16 = {instancePath:instancePath+"/value",schemaPath:"#/allOf/1/then/properties/value/npiCheckDigit",keyword:"npiCheckDigit",params:{}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath:instancePath+"/value",schemaPath:"#/allOf/1/then/properties/value/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
var _valid1 = _errs15 === errors;
valid4 = _valid1;
}
if(!valid4){
const err18 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
const _errs19 = errors;
let valid7 = true;
const _errs20 = errors;
if(errors === _errs20){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.type === undefined) && (missing2 = "type")){
const err19 = {};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
else {
if(data.type !== undefined){
if(3 !== data.type){
const err20 = {};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
}
else {
const err21 = {};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
var _valid2 = _errs20 === errors;
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs23 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.value !== undefined){
let data5 = data.value;
if(typeof data5 === "string"){
if(!pattern4.test(data5)){
const err22 = {instancePath:instancePath+"/value",schemaPath:"#/allOf/2/then/properties/value/patternRules",keyword:"patternRules",params:{messageId: "providerIdentifier.clidLength", pattern: "^[\\s\\S]{0,36}$"}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(pattern1.test(data5)){
const err23 = {instancePath:instancePath+"/value",schemaPath:"#/allOf/2/then/properties/value/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/value",schemaPath:"#/allOf/2/then/properties/value/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
var _valid2 = _errs23 === errors;
valid7 = _valid2;
}
if(!valid7){
const err25 = {instancePath,schemaPath:"#/allOf/2/if",keyword:"if",params:{failingKeyword: "then"}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err26 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data.value === undefined){
const err27 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "value"}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data.type !== undefined){
let data6 = data.type;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
const err28 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
const _errs28 = errors;
let valid11 = false;
let passing0 = null;
const _errs29 = errors;
if(0 !== data6){
const err29 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/oneOf/0/const",keyword:"const",params:{allowedValue: 0}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid3 = _errs29 === errors;
if(_valid3){
valid11 = true;
passing0 = 0;
}
const _errs30 = errors;
if(1 !== data6){
const err30 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/oneOf/1/const",keyword:"const",params:{allowedValue: 1}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid3 = _errs30 === errors;
if(_valid3 && valid11){
valid11 = false;
passing0 = [passing0, 1];
}
else {
if(_valid3){
valid11 = true;
passing0 = 1;
}
const _errs31 = errors;
if(2 !== data6){
const err31 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/oneOf/2/const",keyword:"const",params:{allowedValue: 2}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid3 = _errs31 === errors;
if(_valid3 && valid11){
valid11 = false;
passing0 = [passing0, 2];
}
else {
if(_valid3){
valid11 = true;
passing0 = 2;
}
const _errs32 = errors;
if(3 !== data6){
const err32 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/oneOf/3/const",keyword:"const",params:{allowedValue: 3}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid3 = _errs32 === errors;
if(_valid3 && valid11){
valid11 = false;
passing0 = [passing0, 3];
}
else {
if(_valid3){
valid11 = true;
passing0 = 3;
}
const _errs33 = errors;
if(4 !== data6){
const err33 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/oneOf/4/const",keyword:"const",params:{allowedValue: 4}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid3 = _errs33 === errors;
if(_valid3 && valid11){
valid11 = false;
passing0 = [passing0, 4];
}
else {
if(_valid3){
valid11 = true;
passing0 = 4;
}
const _errs34 = errors;
if(5 !== data6){
const err34 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/oneOf/5/const",keyword:"const",params:{allowedValue: 5}};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid3 = _errs34 === errors;
if(_valid3 && valid11){
valid11 = false;
passing0 = [passing0, 5];
}
else {
if(_valid3){
valid11 = true;
passing0 = 5;
}
}
}
}
}
}
if(!valid11){
const err35 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/oneOf",keyword:"oneOf",params:{passingSchemas: passing0}};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
else {
errors = _errs28;
if(vErrors !== null){
if(_errs28){
vErrors.length = _errs28;
}
else {
vErrors = null;
}
}
}
}
if(data.value !== undefined){
let data7 = data.value;
if(typeof data7 === "string"){
if(pattern1.test(data7)){
const err36 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
else {
const err38 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

__validators["2b03dc77"] = validate11;
const schema28 = {"type":"object","properties":{"type":{"enum":[0,5]}},"required":["type"],"$id":"2b03dc77"};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="2b03dc77" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(!((data0 === 0) || (data0 === 5))){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema28.properties.type.enum}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}

__validators["6a64ca35"] = validate12;
const schema29 = {"type":"object","properties":{"type":{"enum":[1,2]}},"required":["type"],"$id":"6a64ca35"};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="6a64ca35" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(!((data0 === 1) || (data0 === 2))){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema29.properties.type.enum}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate12.errors = vErrors;
return errors === 0;
}

__validators["-421263df"] = validate13;
const schema30 = {"type":"object","properties":{"type":{"const":3}},"required":["type"],"$id":"-421263df"};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-421263df" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
if(3 !== data.type){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: 3}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate13.errors = vErrors;
return errors === 0;
}

__validators["-5f126506"] = validate14;
const schema31 = {"const":0,"title":"caption.taxIdTin","$id":"-5f126506"};

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-5f126506" */;
let vErrors = null;
let errors = 0;
if(0 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 0}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate14.errors = vErrors;
return errors === 0;
}

__validators["-3efff16b"] = validate15;
const schema32 = {"const":1,"title":"caption.npi","$id":"-3efff16b"};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-3efff16b" */;
let vErrors = null;
let errors = 0;
if(1 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 1}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate15.errors = vErrors;
return errors === 0;
}

__validators["-16d1a9ef"] = validate16;
const schema33 = {"const":2,"title":"caption.groupNpi","$id":"-16d1a9ef"};

function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-16d1a9ef" */;
let vErrors = null;
let errors = 0;
if(2 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 2}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate16.errors = vErrors;
return errors === 0;
}

__validators["5bb219ba"] = validate17;
const schema34 = {"const":3,"title":"caption.providerIdClid","$id":"5bb219ba"};

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="5bb219ba" */;
let vErrors = null;
let errors = 0;
if(3 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 3}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate17.errors = vErrors;
return errors === 0;
}

__validators["6d463b85"] = validate18;
const schema35 = {"const":4,"title":"caption.groupId","$id":"6d463b85"};

function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="6d463b85" */;
let vErrors = null;
let errors = 0;
if(4 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 4}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate18.errors = vErrors;
return errors === 0;
}

__validators["656f74c6"] = validate19;
const schema36 = {"const":5,"title":"caption.groupTin","$id":"656f74c6"};

function validate19(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="656f74c6" */;
let vErrors = null;
let errors = 0;
if(5 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 5}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate19.errors = vErrors;
return errors === 0;
}
