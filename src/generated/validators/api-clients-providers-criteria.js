// generated - do not edit: written by `npm run gen` from schemas/models/api-clients-providers-criteria.json; edit the schema and regenerate.
import * as __runtime0 from "ajv/dist/runtime/ucs2length.js";
const __validators = {};
export default __validators;
__validators["https://provider-portal.example/schemas/models/api-clients-providers-criteria.json"] = validate10;
const schema27 = {"$comment":"generated - do not edit: written by npm run gen from schemas/models/api-clients-providers-criteria.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/models/api-clients-providers-criteria.json","title":"caption.providerCriteria","type":"object","properties":{"tin":{"title":"caption.taxIdTin","type":["array","null"],"maxItems":50,"items":{"title":"caption.taxIdTin","type":"string","minLength":9,"maxLength":9,"pattern":"^[0-9]*$","messages":{"minLength":"providerIdentifier.digits","maxLength":"providerIdentifier.digits","pattern":"providerIdentifier.digitsOnly"},"validCharacters":true},"messages":{"type":"field.invalid","maxItems":"field.invalid"}},"gtin":{"title":"caption.groupTin","type":["array","null"],"maxItems":50,"items":{"title":"caption.groupTin","type":"string","minLength":9,"maxLength":9,"pattern":"^[0-9]*$","messages":{"minLength":"providerIdentifier.digits","maxLength":"providerIdentifier.digits","pattern":"providerIdentifier.digitsOnly"},"validCharacters":true},"messages":{"type":"field.invalid","maxItems":"field.invalid"}},"npi":{"title":"caption.npi","type":["array","null"],"maxItems":50,"items":{"title":"caption.npi","type":"string","minLength":10,"maxLength":10,"pattern":"^[0-9]*$","messages":{"minLength":"providerIdentifier.digits","maxLength":"providerIdentifier.digits","pattern":"providerIdentifier.digitsOnly"},"validCharacters":true},"messages":{"type":"field.invalid","maxItems":"field.invalid"}},"gnpi":{"title":"caption.groupNpi","type":["array","null"],"maxItems":50,"items":{"title":"caption.groupNpi","type":"string","minLength":10,"maxLength":10,"pattern":"^[0-9]*$","messages":{"minLength":"providerIdentifier.digits","maxLength":"providerIdentifier.digits","pattern":"providerIdentifier.digitsOnly"},"validCharacters":true},"messages":{"type":"field.invalid","maxItems":"field.invalid"}},"clid":{"title":"caption.providerIdClid","type":["array","null"],"maxItems":50,"items":{"title":"caption.providerIdClid","type":"string","minLength":1,"maxLength":36,"pattern":"^[^\\u0000-\\u001F\\u007F-\\u009F]*$","messages":{"minLength":"field.required","maxLength":"providerIdentifier.clidLength","pattern":"field.invalid"},"validCharacters":true},"messages":{"type":"field.invalid","maxItems":"field.invalid"}},"identifiers":{"title":"caption.providerIdentifiers","type":["array","null"],"maxItems":50,"items":{"$ref":"#/definitions/provider-identifier"},"messages":{"type":"field.invalid","maxItems":"field.invalid"}},"userRole":{"$ref":"#/definitions/user-role"}},"additionalProperties":false,"messages":{"type":"field.invalid","additionalProperties":"field.invalid"},"definitions":{"provider-identifier":{"title":"caption.providerIdentifier","type":"object","required":["type","value"],"properties":{"type":{"title":"caption.identifierType","type":"integer","oneOf":[{"const":0,"title":"caption.taxIdTin"},{"const":1,"title":"caption.npi"},{"const":2,"title":"caption.groupNpi"},{"const":3,"title":"caption.providerIdClid"},{"const":4,"title":"caption.groupId"},{"const":5,"title":"caption.groupTin"}],"messages":{"required":"field.required","type":"field.invalid","const":"field.invalid"}},"value":{"title":"caption.identifier","type":"string","normalize":{"pattern":"\\s*(\\S(?:[\\s\\S]*\\S)?)\\s*","replacement":"$1"},"messages":{"required":"field.required","minLength":"providerIdentifier.digits","maxLength":"providerIdentifier.digits","pattern":"providerIdentifier.digitsOnly","npiCheckDigit":"providerIdentifier.npiCheckDigit","validCharacters":"field.invalid"},"validCharacters":true}},"allOf":[{"if":{"type":"object","properties":{"type":{"enum":[0,5]}},"required":["type"]},"then":{"properties":{"value":{"type":"string","minLength":9,"maxLength":9,"pattern":"^[0-9]*$","validCharacters":true}}}},{"if":{"type":"object","properties":{"type":{"enum":[1,2]}},"required":["type"]},"then":{"properties":{"value":{"type":"string","minLength":10,"maxLength":10,"pattern":"^[0-9]*$","npiCheckDigit":true,"validCharacters":true}}}},{"if":{"type":"object","properties":{"type":{"const":3}},"required":["type"]},"then":{"properties":{"value":{"type":"string","patternRules":[{"pattern":"^[\\s\\S]{0,36}$","messageId":"providerIdentifier.clidLength","params":{"limit":36}}],"validCharacters":true}}}}]},"user-role":{"title":"caption.userRole","if":{"type":"integer"},"then":{"oneOf":[{"const":1,"title":"caption.role.1"},{"const":2,"title":"caption.role.2"},{"const":5,"title":"caption.role.5"},{"const":10,"title":"caption.role.10"}]},"else":{"type":"object","required":["name"],"properties":{"id":{"title":"caption.role","type":"integer","enum":[1,2,5,10],"messages":{"type":"field.invalid","enum":"field.invalid"}},"name":{"title":"caption.role","type":"string","enum":["Ordering Provider","Servicing Provider","Health Plan Representative","Genetic Counselor"],"messages":{"required":"field.required","type":"field.invalid","enum":"field.invalid"},"validCharacters":true}},"additionalProperties":false,"messages":{"type":"field.invalid","required":"field.required","additionalProperties":"field.invalid"}},"messages":{"required":"field.required","type":"field.invalid","const":"field.invalid","additionalProperties":"field.invalid"}}}};
const schema28 = {"title":"caption.providerIdentifier","type":"object","required":["type","value"],"properties":{"type":{"title":"caption.identifierType","type":"integer","oneOf":[{"const":0,"title":"caption.taxIdTin"},{"const":1,"title":"caption.npi"},{"const":2,"title":"caption.groupNpi"},{"const":3,"title":"caption.providerIdClid"},{"const":4,"title":"caption.groupId"},{"const":5,"title":"caption.groupTin"}],"messages":{"required":"field.required","type":"field.invalid","const":"field.invalid"}},"value":{"title":"caption.identifier","type":"string","normalize":{"pattern":"\\s*(\\S(?:[\\s\\S]*\\S)?)\\s*","replacement":"$1"},"messages":{"required":"field.required","minLength":"providerIdentifier.digits","maxLength":"providerIdentifier.digits","pattern":"providerIdentifier.digitsOnly","npiCheckDigit":"providerIdentifier.npiCheckDigit","validCharacters":"field.invalid"},"validCharacters":true}},"allOf":[{"if":{"type":"object","properties":{"type":{"enum":[0,5]}},"required":["type"]},"then":{"properties":{"value":{"type":"string","minLength":9,"maxLength":9,"pattern":"^[0-9]*$","validCharacters":true}}}},{"if":{"type":"object","properties":{"type":{"enum":[1,2]}},"required":["type"]},"then":{"properties":{"value":{"type":"string","minLength":10,"maxLength":10,"pattern":"^[0-9]*$","npiCheckDigit":true,"validCharacters":true}}}},{"if":{"type":"object","properties":{"type":{"const":3}},"required":["type"]},"then":{"properties":{"value":{"type":"string","patternRules":[{"pattern":"^[\\s\\S]{0,36}$","messageId":"providerIdentifier.clidLength","params":{"limit":36}}],"validCharacters":true}}}}]};
const schema29 = {"title":"caption.userRole","if":{"type":"integer"},"then":{"oneOf":[{"const":1,"title":"caption.role.1"},{"const":2,"title":"caption.role.2"},{"const":5,"title":"caption.role.5"},{"const":10,"title":"caption.role.10"}]},"else":{"type":"object","required":["name"],"properties":{"id":{"title":"caption.role","type":"integer","enum":[1,2,5,10],"messages":{"type":"field.invalid","enum":"field.invalid"}},"name":{"title":"caption.role","type":"string","enum":["Ordering Provider","Servicing Provider","Health Plan Representative","Genetic Counselor"],"messages":{"required":"field.required","type":"field.invalid","enum":"field.invalid"},"validCharacters":true}},"additionalProperties":false,"messages":{"type":"field.invalid","required":"field.required","additionalProperties":"field.invalid"}},"messages":{"required":"field.required","type":"field.invalid","const":"field.invalid","additionalProperties":"field.invalid"}};
const func2 = (__runtime0.default?.default ?? __runtime0.default);
const pattern0 = new RegExp("^[0-9]*$", "u");
const pattern1 = new RegExp("[\\u0000-\\u0008\\u000C-\\u001F\\u007F-\\u009F]", "u");
const pattern8 = new RegExp("^[^\\u0000-\\u001F\\u007F-\\u009F]*$", "u");
const pattern14 = new RegExp("^[\\s\\S]{0,36}$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/models/api-clients-providers-criteria.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((((((key0 === "tin") || (key0 === "gtin")) || (key0 === "npi")) || (key0 === "gnpi")) || (key0 === "clid")) || (key0 === "identifiers")) || (key0 === "userRole"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.tin !== undefined){
let data0 = data.tin;
if((!(Array.isArray(data0))) && (data0 !== null)){
const err1 = {instancePath:instancePath+"/tin",schemaPath:"#/properties/tin/type",keyword:"type",params:{type: schema27.properties.tin.type}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(Array.isArray(data0)){
if(data0.length > 50){
const err2 = {instancePath:instancePath+"/tin",schemaPath:"#/properties/tin/maxItems",keyword:"maxItems",params:{limit: 50}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(typeof data1 === "string"){
if(func2(data1) > 9){
const err3 = {instancePath:instancePath+"/tin/" + i0,schemaPath:"#/properties/tin/items/maxLength",keyword:"maxLength",params:{limit: 9}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func2(data1) < 9){
const err4 = {instancePath:instancePath+"/tin/" + i0,schemaPath:"#/properties/tin/items/minLength",keyword:"minLength",params:{limit: 9}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern0.test(data1)){
const err5 = {instancePath:instancePath+"/tin/" + i0,schemaPath:"#/properties/tin/items/pattern",keyword:"pattern",params:{pattern: "^[0-9]*$"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(pattern1.test(data1)){
const err6 = {instancePath:instancePath+"/tin/" + i0,schemaPath:"#/properties/tin/items/validCharacters",keyword:"validCharacters",params:{messageId: "providerIdentifier.digitsOnly"}};
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
const err7 = {instancePath:instancePath+"/tin/" + i0,schemaPath:"#/properties/tin/items/type",keyword:"type",params:{type: "string"}};
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
}
if(data.gtin !== undefined){
let data2 = data.gtin;
if((!(Array.isArray(data2))) && (data2 !== null)){
const err8 = {instancePath:instancePath+"/gtin",schemaPath:"#/properties/gtin/type",keyword:"type",params:{type: schema27.properties.gtin.type}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(Array.isArray(data2)){
if(data2.length > 50){
const err9 = {instancePath:instancePath+"/gtin",schemaPath:"#/properties/gtin/maxItems",keyword:"maxItems",params:{limit: 50}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
let data3 = data2[i1];
if(typeof data3 === "string"){
if(func2(data3) > 9){
const err10 = {instancePath:instancePath+"/gtin/" + i1,schemaPath:"#/properties/gtin/items/maxLength",keyword:"maxLength",params:{limit: 9}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(func2(data3) < 9){
const err11 = {instancePath:instancePath+"/gtin/" + i1,schemaPath:"#/properties/gtin/items/minLength",keyword:"minLength",params:{limit: 9}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!pattern0.test(data3)){
const err12 = {instancePath:instancePath+"/gtin/" + i1,schemaPath:"#/properties/gtin/items/pattern",keyword:"pattern",params:{pattern: "^[0-9]*$"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(pattern1.test(data3)){
const err13 = {instancePath:instancePath+"/gtin/" + i1,schemaPath:"#/properties/gtin/items/validCharacters",keyword:"validCharacters",params:{messageId: "providerIdentifier.digitsOnly"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/gtin/" + i1,schemaPath:"#/properties/gtin/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
}
if(data.npi !== undefined){
let data4 = data.npi;
if((!(Array.isArray(data4))) && (data4 !== null)){
const err15 = {instancePath:instancePath+"/npi",schemaPath:"#/properties/npi/type",keyword:"type",params:{type: schema27.properties.npi.type}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(Array.isArray(data4)){
if(data4.length > 50){
const err16 = {instancePath:instancePath+"/npi",schemaPath:"#/properties/npi/maxItems",keyword:"maxItems",params:{limit: 50}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
const len2 = data4.length;
for(let i2=0; i2<len2; i2++){
let data5 = data4[i2];
if(typeof data5 === "string"){
if(func2(data5) > 10){
const err17 = {instancePath:instancePath+"/npi/" + i2,schemaPath:"#/properties/npi/items/maxLength",keyword:"maxLength",params:{limit: 10}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(func2(data5) < 10){
const err18 = {instancePath:instancePath+"/npi/" + i2,schemaPath:"#/properties/npi/items/minLength",keyword:"minLength",params:{limit: 10}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!pattern0.test(data5)){
const err19 = {instancePath:instancePath+"/npi/" + i2,schemaPath:"#/properties/npi/items/pattern",keyword:"pattern",params:{pattern: "^[0-9]*$"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(pattern1.test(data5)){
const err20 = {instancePath:instancePath+"/npi/" + i2,schemaPath:"#/properties/npi/items/validCharacters",keyword:"validCharacters",params:{messageId: "providerIdentifier.digitsOnly"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/npi/" + i2,schemaPath:"#/properties/npi/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
}
if(data.gnpi !== undefined){
let data6 = data.gnpi;
if((!(Array.isArray(data6))) && (data6 !== null)){
const err22 = {instancePath:instancePath+"/gnpi",schemaPath:"#/properties/gnpi/type",keyword:"type",params:{type: schema27.properties.gnpi.type}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(Array.isArray(data6)){
if(data6.length > 50){
const err23 = {instancePath:instancePath+"/gnpi",schemaPath:"#/properties/gnpi/maxItems",keyword:"maxItems",params:{limit: 50}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
const len3 = data6.length;
for(let i3=0; i3<len3; i3++){
let data7 = data6[i3];
if(typeof data7 === "string"){
if(func2(data7) > 10){
const err24 = {instancePath:instancePath+"/gnpi/" + i3,schemaPath:"#/properties/gnpi/items/maxLength",keyword:"maxLength",params:{limit: 10}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(func2(data7) < 10){
const err25 = {instancePath:instancePath+"/gnpi/" + i3,schemaPath:"#/properties/gnpi/items/minLength",keyword:"minLength",params:{limit: 10}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!pattern0.test(data7)){
const err26 = {instancePath:instancePath+"/gnpi/" + i3,schemaPath:"#/properties/gnpi/items/pattern",keyword:"pattern",params:{pattern: "^[0-9]*$"}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(pattern1.test(data7)){
const err27 = {instancePath:instancePath+"/gnpi/" + i3,schemaPath:"#/properties/gnpi/items/validCharacters",keyword:"validCharacters",params:{messageId: "providerIdentifier.digitsOnly"}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/gnpi/" + i3,schemaPath:"#/properties/gnpi/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
}
if(data.clid !== undefined){
let data8 = data.clid;
if((!(Array.isArray(data8))) && (data8 !== null)){
const err29 = {instancePath:instancePath+"/clid",schemaPath:"#/properties/clid/type",keyword:"type",params:{type: schema27.properties.clid.type}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(Array.isArray(data8)){
if(data8.length > 50){
const err30 = {instancePath:instancePath+"/clid",schemaPath:"#/properties/clid/maxItems",keyword:"maxItems",params:{limit: 50}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
const len4 = data8.length;
for(let i4=0; i4<len4; i4++){
let data9 = data8[i4];
if(typeof data9 === "string"){
if(func2(data9) > 36){
const err31 = {instancePath:instancePath+"/clid/" + i4,schemaPath:"#/properties/clid/items/maxLength",keyword:"maxLength",params:{limit: 36}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(func2(data9) < 1){
const err32 = {instancePath:instancePath+"/clid/" + i4,schemaPath:"#/properties/clid/items/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(!pattern8.test(data9)){
const err33 = {instancePath:instancePath+"/clid/" + i4,schemaPath:"#/properties/clid/items/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000-\\u001F\\u007F-\\u009F]*$"}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(pattern1.test(data9)){
const err34 = {instancePath:instancePath+"/clid/" + i4,schemaPath:"#/properties/clid/items/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/clid/" + i4,schemaPath:"#/properties/clid/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
}
if(data.identifiers !== undefined){
let data10 = data.identifiers;
if((!(Array.isArray(data10))) && (data10 !== null)){
const err36 = {instancePath:instancePath+"/identifiers",schemaPath:"#/properties/identifiers/type",keyword:"type",params:{type: schema27.properties.identifiers.type}};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(Array.isArray(data10)){
if(data10.length > 50){
const err37 = {instancePath:instancePath+"/identifiers",schemaPath:"#/properties/identifiers/maxItems",keyword:"maxItems",params:{limit: 50}};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
const len5 = data10.length;
for(let i5=0; i5<len5; i5++){
let data11 = data10[i5];
const _errs41 = errors;
let valid15 = true;
const _errs42 = errors;
if(errors === _errs42){
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
let missing0;
if((data11.type === undefined) && (missing0 = "type")){
const err38 = {};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
else {
if(data11.type !== undefined){
let data12 = data11.type;
if(!((data12 === 0) || (data12 === 5))){
const err39 = {};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
}
else {
const err40 = {};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
var _valid0 = _errs42 === errors;
errors = _errs41;
if(vErrors !== null){
if(_errs41){
vErrors.length = _errs41;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs45 = errors;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.value !== undefined){
let data13 = data11.value;
if(typeof data13 === "string"){
if(func2(data13) > 9){
const err41 = {instancePath:instancePath+"/identifiers/" + i5+"/value",schemaPath:"#/definitions/provider-identifier/allOf/0/then/properties/value/maxLength",keyword:"maxLength",params:{limit: 9}};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(func2(data13) < 9){
const err42 = {instancePath:instancePath+"/identifiers/" + i5+"/value",schemaPath:"#/definitions/provider-identifier/allOf/0/then/properties/value/minLength",keyword:"minLength",params:{limit: 9}};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(!pattern0.test(data13)){
const err43 = {instancePath:instancePath+"/identifiers/" + i5+"/value",schemaPath:"#/definitions/provider-identifier/allOf/0/then/properties/value/pattern",keyword:"pattern",params:{pattern: "^[0-9]*$"}};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(pattern1.test(data13)){
const err44 = {instancePath:instancePath+"/identifiers/" + i5+"/value",schemaPath:"#/definitions/provider-identifier/allOf/0/then/properties/value/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/identifiers/" + i5+"/value",schemaPath:"#/definitions/provider-identifier/allOf/0/then/properties/value/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
var _valid0 = _errs45 === errors;
valid15 = _valid0;
}
if(!valid15){
const err46 = {instancePath:instancePath+"/identifiers/" + i5,schemaPath:"#/definitions/provider-identifier/allOf/0/if",keyword:"if",params:{failingKeyword: "then"}};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
const _errs49 = errors;
let valid18 = true;
const _errs50 = errors;
if(errors === _errs50){
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
let missing1;
if((data11.type === undefined) && (missing1 = "type")){
const err47 = {};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
else {
if(data11.type !== undefined){
let data14 = data11.type;
if(!((data14 === 1) || (data14 === 2))){
const err48 = {};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
}
else {
const err49 = {};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
var _valid1 = _errs50 === errors;
errors = _errs49;
if(vErrors !== null){
if(_errs49){
vErrors.length = _errs49;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs53 = errors;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.value !== undefined){
let data15 = data11.value;
if(typeof data15 === "string"){
if(func2(data15) > 10){
const err50 = {instancePath:instancePath+"/identifiers/" + i5+"/value",schemaPath:"#/definitions/provider-identifier/allOf/1/then/properties/value/maxLength",keyword:"maxLength",params:{limit: 10}};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(func2(data15) < 10){
const err51 = {instancePath:instancePath+"/identifiers/" + i5+"/value",schemaPath:"#/definitions/provider-identifier/allOf/1/then/properties/value/minLength",keyword:"minLength",params:{limit: 10}};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(!pattern0.test(data15)){
const err52 = {instancePath:instancePath+"/identifiers/" + i5+"/value",schemaPath:"#/definitions/provider-identifier/allOf/1/then/properties/value/pattern",keyword:"pattern",params:{pattern: "^[0-9]*$"}};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(pattern1.test(data15)){
const err53 = {instancePath:instancePath+"/identifiers/" + i5+"/value",schemaPath:"#/definitions/provider-identifier/allOf/1/then/properties/value/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
let sum0 = 24;
if(/^[0-9]{10}$/.test(data15)){
for(let i6=0; i6<9; i6++){
let digit0 = data15.charCodeAt(i6) - 48;
if(i6 % 2 === 0){
digit0 = digit0 * 2;
if(digit0 > 9){
digit0 = digit0 - 9;
}
}
sum0 = sum0 + digit0;
}
if((10 - (sum0 % 10)) % 10 !== data15.charCodeAt(9) - 48){
const err54 = {instancePath:instancePath+"/identifiers/" + i5+"/value",schemaPath:"#/definitions/provider-identifier/allOf/1/then/properties/value/npiCheckDigit",keyword:"npiCheckDigit",params:{}};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
else {
const err55 = {instancePath:instancePath+"/identifiers/" + i5+"/value",schemaPath:"#/definitions/provider-identifier/allOf/1/then/properties/value/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
var _valid1 = _errs53 === errors;
valid18 = _valid1;
}
if(!valid18){
const err56 = {instancePath:instancePath+"/identifiers/" + i5,schemaPath:"#/definitions/provider-identifier/allOf/1/if",keyword:"if",params:{failingKeyword: "then"}};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
const _errs57 = errors;
let valid21 = true;
const _errs58 = errors;
if(errors === _errs58){
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
let missing2;
if((data11.type === undefined) && (missing2 = "type")){
const err57 = {};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
else {
if(data11.type !== undefined){
if(3 !== data11.type){
const err58 = {};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
}
}
else {
const err59 = {};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
var _valid2 = _errs58 === errors;
errors = _errs57;
if(vErrors !== null){
if(_errs57){
vErrors.length = _errs57;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs61 = errors;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.value !== undefined){
let data17 = data11.value;
if(typeof data17 === "string"){
if(!pattern14.test(data17)){
const err60 = {instancePath:instancePath+"/identifiers/" + i5+"/value",schemaPath:"#/definitions/provider-identifier/allOf/2/then/properties/value/patternRules",keyword:"patternRules",params:{messageId: "providerIdentifier.clidLength", pattern: "^[\\s\\S]{0,36}$"}};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(pattern1.test(data17)){
const err61 = {instancePath:instancePath+"/identifiers/" + i5+"/value",schemaPath:"#/definitions/provider-identifier/allOf/2/then/properties/value/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
else {
const err62 = {instancePath:instancePath+"/identifiers/" + i5+"/value",schemaPath:"#/definitions/provider-identifier/allOf/2/then/properties/value/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
var _valid2 = _errs61 === errors;
valid21 = _valid2;
}
if(!valid21){
const err63 = {instancePath:instancePath+"/identifiers/" + i5,schemaPath:"#/definitions/provider-identifier/allOf/2/if",keyword:"if",params:{failingKeyword: "then"}};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.type === undefined){
const err64 = {instancePath:instancePath+"/identifiers/" + i5,schemaPath:"#/definitions/provider-identifier/required",keyword:"required",params:{missingProperty: "type"}};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(data11.value === undefined){
const err65 = {instancePath:instancePath+"/identifiers/" + i5,schemaPath:"#/definitions/provider-identifier/required",keyword:"required",params:{missingProperty: "value"}};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(data11.type !== undefined){
let data18 = data11.type;
if(!((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18)))){
const err66 = {instancePath:instancePath+"/identifiers/" + i5+"/type",schemaPath:"#/definitions/provider-identifier/properties/type/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
const _errs66 = errors;
let valid25 = false;
let passing0 = null;
const _errs67 = errors;
if(0 !== data18){
const err67 = {instancePath:instancePath+"/identifiers/" + i5+"/type",schemaPath:"#/definitions/provider-identifier/properties/type/oneOf/0/const",keyword:"const",params:{allowedValue: 0}};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
var _valid3 = _errs67 === errors;
if(_valid3){
valid25 = true;
passing0 = 0;
}
const _errs68 = errors;
if(1 !== data18){
const err68 = {instancePath:instancePath+"/identifiers/" + i5+"/type",schemaPath:"#/definitions/provider-identifier/properties/type/oneOf/1/const",keyword:"const",params:{allowedValue: 1}};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
var _valid3 = _errs68 === errors;
if(_valid3 && valid25){
valid25 = false;
passing0 = [passing0, 1];
}
else {
if(_valid3){
valid25 = true;
passing0 = 1;
}
const _errs69 = errors;
if(2 !== data18){
const err69 = {instancePath:instancePath+"/identifiers/" + i5+"/type",schemaPath:"#/definitions/provider-identifier/properties/type/oneOf/2/const",keyword:"const",params:{allowedValue: 2}};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
var _valid3 = _errs69 === errors;
if(_valid3 && valid25){
valid25 = false;
passing0 = [passing0, 2];
}
else {
if(_valid3){
valid25 = true;
passing0 = 2;
}
const _errs70 = errors;
if(3 !== data18){
const err70 = {instancePath:instancePath+"/identifiers/" + i5+"/type",schemaPath:"#/definitions/provider-identifier/properties/type/oneOf/3/const",keyword:"const",params:{allowedValue: 3}};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
var _valid3 = _errs70 === errors;
if(_valid3 && valid25){
valid25 = false;
passing0 = [passing0, 3];
}
else {
if(_valid3){
valid25 = true;
passing0 = 3;
}
const _errs71 = errors;
if(4 !== data18){
const err71 = {instancePath:instancePath+"/identifiers/" + i5+"/type",schemaPath:"#/definitions/provider-identifier/properties/type/oneOf/4/const",keyword:"const",params:{allowedValue: 4}};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
var _valid3 = _errs71 === errors;
if(_valid3 && valid25){
valid25 = false;
passing0 = [passing0, 4];
}
else {
if(_valid3){
valid25 = true;
passing0 = 4;
}
const _errs72 = errors;
if(5 !== data18){
const err72 = {instancePath:instancePath+"/identifiers/" + i5+"/type",schemaPath:"#/definitions/provider-identifier/properties/type/oneOf/5/const",keyword:"const",params:{allowedValue: 5}};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
var _valid3 = _errs72 === errors;
if(_valid3 && valid25){
valid25 = false;
passing0 = [passing0, 5];
}
else {
if(_valid3){
valid25 = true;
passing0 = 5;
}
}
}
}
}
}
if(!valid25){
const err73 = {instancePath:instancePath+"/identifiers/" + i5+"/type",schemaPath:"#/definitions/provider-identifier/properties/type/oneOf",keyword:"oneOf",params:{passingSchemas: passing0}};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
else {
errors = _errs66;
if(vErrors !== null){
if(_errs66){
vErrors.length = _errs66;
}
else {
vErrors = null;
}
}
}
}
if(data11.value !== undefined){
let data19 = data11.value;
if(typeof data19 === "string"){
if(pattern1.test(data19)){
const err74 = {instancePath:instancePath+"/identifiers/" + i5+"/value",schemaPath:"#/definitions/provider-identifier/properties/value/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
else {
const err75 = {instancePath:instancePath+"/identifiers/" + i5+"/value",schemaPath:"#/definitions/provider-identifier/properties/value/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
}
else {
const err76 = {instancePath:instancePath+"/identifiers/" + i5,schemaPath:"#/definitions/provider-identifier/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
}
}
if(data.userRole !== undefined){
let data20 = data.userRole;
const _errs80 = errors;
let valid27 = true;
const _errs81 = errors;
if(!((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20)))){
const err77 = {};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
var _valid4 = _errs81 === errors;
errors = _errs80;
if(vErrors !== null){
if(_errs80){
vErrors.length = _errs80;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid4){
const _errs83 = errors;
const _errs84 = errors;
let valid28 = false;
let passing1 = null;
const _errs85 = errors;
if(1 !== data20){
const err78 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/then/oneOf/0/const",keyword:"const",params:{allowedValue: 1}};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
var _valid5 = _errs85 === errors;
if(_valid5){
valid28 = true;
passing1 = 0;
}
const _errs86 = errors;
if(2 !== data20){
const err79 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/then/oneOf/1/const",keyword:"const",params:{allowedValue: 2}};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
var _valid5 = _errs86 === errors;
if(_valid5 && valid28){
valid28 = false;
passing1 = [passing1, 1];
}
else {
if(_valid5){
valid28 = true;
passing1 = 1;
}
const _errs87 = errors;
if(5 !== data20){
const err80 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/then/oneOf/2/const",keyword:"const",params:{allowedValue: 5}};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
var _valid5 = _errs87 === errors;
if(_valid5 && valid28){
valid28 = false;
passing1 = [passing1, 2];
}
else {
if(_valid5){
valid28 = true;
passing1 = 2;
}
const _errs88 = errors;
if(10 !== data20){
const err81 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/then/oneOf/3/const",keyword:"const",params:{allowedValue: 10}};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
var _valid5 = _errs88 === errors;
if(_valid5 && valid28){
valid28 = false;
passing1 = [passing1, 3];
}
else {
if(_valid5){
valid28 = true;
passing1 = 3;
}
}
}
}
if(!valid28){
const err82 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/then/oneOf",keyword:"oneOf",params:{passingSchemas: passing1}};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
else {
errors = _errs84;
if(vErrors !== null){
if(_errs84){
vErrors.length = _errs84;
}
else {
vErrors = null;
}
}
}
var _valid4 = _errs83 === errors;
valid27 = _valid4;
ifClause0 = "then";
}
else {
const _errs89 = errors;
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(data20.name === undefined){
const err83 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/else/required",keyword:"required",params:{missingProperty: "name"}};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
for(const key1 in data20){
if(!((key1 === "id") || (key1 === "name"))){
const err84 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/else/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1}};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
if(data20.id !== undefined){
let data21 = data20.id;
if(!((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21)))){
const err85 = {instancePath:instancePath+"/userRole/id",schemaPath:"#/definitions/user-role/else/properties/id/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
if(!((((data21 === 1) || (data21 === 2)) || (data21 === 5)) || (data21 === 10))){
const err86 = {instancePath:instancePath+"/userRole/id",schemaPath:"#/definitions/user-role/else/properties/id/enum",keyword:"enum",params:{allowedValues: schema29.else.properties.id.enum}};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
if(data20.name !== undefined){
let data22 = data20.name;
if(!((((data22 === "Ordering Provider") || (data22 === "Servicing Provider")) || (data22 === "Health Plan Representative")) || (data22 === "Genetic Counselor"))){
const err87 = {instancePath:instancePath+"/userRole/name",schemaPath:"#/definitions/user-role/else/properties/name/enum",keyword:"enum",params:{allowedValues: schema29.else.properties.name.enum}};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if(typeof data22 === "string"){
if(pattern1.test(data22)){
const err88 = {instancePath:instancePath+"/userRole/name",schemaPath:"#/definitions/user-role/else/properties/name/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
else {
const err89 = {instancePath:instancePath+"/userRole/name",schemaPath:"#/definitions/user-role/else/properties/name/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
}
else {
const err90 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/else/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
var _valid4 = _errs89 === errors;
valid27 = _valid4;
ifClause0 = "else";
}
if(!valid27){
const err91 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/if",keyword:"if",params:{failingKeyword: ifClause0}};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
}
else {
const err92 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

__validators["2b03dc77"] = validate11;
const schema30 = {"type":"object","properties":{"type":{"enum":[0,5]}},"required":["type"],"$id":"2b03dc77"};

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
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema30.properties.type.enum}};
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
const schema31 = {"type":"object","properties":{"type":{"enum":[1,2]}},"required":["type"],"$id":"6a64ca35"};

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
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema31.properties.type.enum}};
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
const schema32 = {"type":"object","properties":{"type":{"const":3}},"required":["type"],"$id":"-421263df"};

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
const schema33 = {"const":0,"title":"caption.taxIdTin","$id":"-5f126506"};

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
const schema34 = {"const":1,"title":"caption.npi","$id":"-3efff16b"};

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
const schema35 = {"const":2,"title":"caption.groupNpi","$id":"-16d1a9ef"};

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
const schema36 = {"const":3,"title":"caption.providerIdClid","$id":"5bb219ba"};

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
const schema37 = {"const":4,"title":"caption.groupId","$id":"6d463b85"};

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
const schema38 = {"const":5,"title":"caption.groupTin","$id":"656f74c6"};

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

__validators["12b25410"] = validate20;
const schema39 = {"type":"integer","$id":"12b25410"};

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="12b25410" */;
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}

__validators["18eae961"] = validate21;
const schema40 = {"const":1,"title":"caption.role.1","$id":"18eae961"};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="18eae961" */;
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
validate21.errors = vErrors;
return errors === 0;
}

__validators["523bfde3"] = validate22;
const schema41 = {"const":2,"title":"caption.role.2","$id":"523bfde3"};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="523bfde3" */;
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
validate22.errors = vErrors;
return errors === 0;
}

__validators["-1d0c497"] = validate23;
const schema42 = {"const":5,"title":"caption.role.5","$id":"-1d0c497"};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-1d0c497" */;
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
validate23.errors = vErrors;
return errors === 0;
}

__validators["1487c6f"] = validate24;
const schema43 = {"const":10,"title":"caption.role.10","$id":"1487c6f"};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="1487c6f" */;
let vErrors = null;
let errors = 0;
if(10 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 10}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}
