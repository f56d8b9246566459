// generated - do not edit: written by `npm run gen` from schemas/models/api-clients-providers-criteria.json; edit the schema and regenerate.
import * as __runtime0 from "ajv/dist/runtime/ucs2length.js";
const __validators = {};
export default __validators;
__validators["https://provider-portal.example/schemas/models/api-clients-providers-criteria.json"] = validate10;
const schema27 = {"$comment":"generated - do not edit: written by npm run gen from schemas/models/api-clients-providers-criteria.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/models/api-clients-providers-criteria.json","title":"caption.providerCriteria","description":"Body of POST /api/clients/ (and the criteria of a PIN check): a provider's identifiers by type, each a list or null, and optionally the role they are used for. An empty object asks for every health plan.","type":"object","properties":{"tin":{"title":"caption.taxIdTin","type":["array","null"],"maxItems":50,"items":{"title":"caption.taxIdTin","type":"string","minLength":9,"maxLength":9,"pattern":"^[0-9]*$","messages":{"minLength":"providerIdentifier.digits","maxLength":"providerIdentifier.digits","pattern":"providerIdentifier.digitsOnly"},"validCharacters":true},"messages":{"type":"field.invalid","maxItems":"field.invalid"}},"gtin":{"title":"caption.groupTin","type":["array","null"],"maxItems":50,"items":{"title":"caption.groupTin","type":"string","minLength":9,"maxLength":9,"pattern":"^[0-9]*$","messages":{"minLength":"providerIdentifier.digits","maxLength":"providerIdentifier.digits","pattern":"providerIdentifier.digitsOnly"},"validCharacters":true},"messages":{"type":"field.invalid","maxItems":"field.invalid"}},"npi":{"title":"caption.npi","type":["array","null"],"maxItems":50,"items":{"title":"caption.npi","type":"string","minLength":10,"maxLength":10,"pattern":"^[0-9]*$","messages":{"minLength":"providerIdentifier.digits","maxLength":"providerIdentifier.digits","pattern":"providerIdentifier.digitsOnly"},"validCharacters":true},"messages":{"type":"field.invalid","maxItems":"field.invalid"}},"gnpi":{"title":"caption.groupNpi","type":["array","null"],"maxItems":50,"items":{"title":"caption.groupNpi","type":"string","minLength":10,"maxLength":10,"pattern":"^[0-9]*$","messages":{"minLength":"providerIdentifier.digits","maxLength":"providerIdentifier.digits","pattern":"providerIdentifier.digitsOnly"},"validCharacters":true},"messages":{"type":"field.invalid","maxItems":"field.invalid"}},"clid":{"title":"caption.providerIdClid","type":["array","null"],"maxItems":50,"items":{"title":"caption.providerIdClid","type":"string","minLength":1,"maxLength":36,"pattern":"^[^\\u0000-\\u001F\\u007F-\\u009F]*$","messages":{"minLength":"field.required","maxLength":"providerIdentifier.clidLength","pattern":"field.invalid"},"validCharacters":true},"messages":{"type":"field.invalid","maxItems":"field.invalid"}},"userRole":{"$ref":"#/definitions/user-role"}},"additionalProperties":false,"messages":{"type":"field.invalid","additionalProperties":"field.invalid"},"examples":[{},{"tin":["123456789"],"gtin":null,"npi":["1234567893"],"gnpi":null,"clid":null,"userRole":1},{"clid":["CL-1"]}],"invalidExamples":[{"value":{"tin":["12345678"]},"messageId":"providerIdentifier.digits","path":"/tin/0"},{"value":{"npi":["12345678AB"]},"messageId":"providerIdentifier.digitsOnly","path":"/npi/0"},{"value":{"clid":["abcdefghijklmnopqrstuvwxyz0123456789X"]},"messageId":"providerIdentifier.clidLength"},{"value":{"tin":"123456789"},"messageId":"field.invalid"},{"value":{"userRole":4},"messageId":"field.invalid"},{"value":{"ssn":["123456789"]},"messageId":"field.invalid"}],"definitions":{"user-role":{"title":"caption.userRole","description":"The role a user registers for: its numeric id, or (any value that is not an integer must be this object) the role as spec section 3 gives it (\"userRole (name)\"), with its name and optionally its id. The options under `then` are the roles (id as const, name as title): forms show the names, and the server reads a name's id from them. A name and an id given together must be the same role (checked by the server).","if":{"type":"integer"},"then":{"oneOf":[{"const":1,"title":"caption.orderingProvider"},{"const":2,"title":"caption.servicingProvider"},{"const":5,"title":"caption.healthPlanRepresentative"},{"const":10,"title":"caption.geneticCounselor"}]},"else":{"type":"object","required":["name"],"properties":{"id":{"title":"caption.role","type":"integer","enum":[1,2,5,10],"messages":{"type":"field.invalid","enum":"field.invalid"}},"name":{"title":"caption.role","type":"string","enum":["Ordering Provider","Servicing Provider","Health Plan Representative","Genetic Counselor"],"messages":{"required":"field.required","type":"field.invalid","enum":"field.invalid"},"validCharacters":true}},"additionalProperties":false,"messages":{"type":"field.invalid","required":"field.required","additionalProperties":"field.invalid"}},"messages":{"required":"field.required","type":"field.invalid","const":"field.invalid","additionalProperties":"field.invalid"},"examples":[1,2,5,10,{"name":"Ordering Provider"},{"id":10,"name":"Genetic Counselor"}],"invalidExamples":[{"value":4,"messageId":"field.invalid"},{"value":"Ordering Provider","messageId":"field.invalid"},{"value":{"name":"Ordering Provider","level":3},"messageId":"field.invalid"}]}}};
const schema28 = {"title":"caption.userRole","description":"The role a user registers for: its numeric id, or (any value that is not an integer must be this object) the role as spec section 3 gives it (\"userRole (name)\"), with its name and optionally its id. The options under `then` are the roles (id as const, name as title): forms show the names, and the server reads a name's id from them. A name and an id given together must be the same role (checked by the server).","if":{"type":"integer"},"then":{"oneOf":[{"const":1,"title":"caption.orderingProvider"},{"const":2,"title":"caption.servicingProvider"},{"const":5,"title":"caption.healthPlanRepresentative"},{"const":10,"title":"caption.geneticCounselor"}]},"else":{"type":"object","required":["name"],"properties":{"id":{"title":"caption.role","type":"integer","enum":[1,2,5,10],"messages":{"type":"field.invalid","enum":"field.invalid"}},"name":{"title":"caption.role","type":"string","enum":["Ordering Provider","Servicing Provider","Health Plan Representative","Genetic Counselor"],"messages":{"required":"field.required","type":"field.invalid","enum":"field.invalid"},"validCharacters":true}},"additionalProperties":false,"messages":{"type":"field.invalid","required":"field.required","additionalProperties":"field.invalid"}},"messages":{"required":"field.required","type":"field.invalid","const":"field.invalid","additionalProperties":"field.invalid"},"examples":[1,2,5,10,{"name":"Ordering Provider"},{"id":10,"name":"Genetic Counselor"}],"invalidExamples":[{"value":4,"messageId":"field.invalid"},{"value":"Ordering Provider","messageId":"field.invalid"},{"value":{"name":"Ordering Provider","level":3},"messageId":"field.invalid"}]};
const func2 = (__runtime0.default?.default ?? __runtime0.default);
const pattern0 = new RegExp("^[0-9]*$", "u");
const pattern1 = new RegExp("[\\u0000-\\u0008\\u000C-\\u001F\\u007F-\\u009F]", "u");
const pattern8 = new RegExp("^[^\\u0000-\\u001F\\u007F-\\u009F]*$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/models/api-clients-providers-criteria.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((((key0 === "tin") || (key0 === "gtin")) || (key0 === "npi")) || (key0 === "gnpi")) || (key0 === "clid")) || (key0 === "userRole"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema27,data};
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
const err1 = {instancePath:instancePath+"/tin",schemaPath:"#/properties/tin/type",keyword:"type",params:{type: schema27.properties.tin.type},message:"must be array,null",schema:schema27.properties.tin.type,parentSchema:schema27.properties.tin,data:data0};
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
const err2 = {instancePath:instancePath+"/tin",schemaPath:"#/properties/tin/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items",schema:50,parentSchema:schema27.properties.tin,data:data0};
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
const err3 = {instancePath:instancePath+"/tin/" + i0,schemaPath:"#/properties/tin/items/maxLength",keyword:"maxLength",params:{limit: 9},message:"must NOT have more than 9 characters",schema:9,parentSchema:schema27.properties.tin.items,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func2(data1) < 9){
const err4 = {instancePath:instancePath+"/tin/" + i0,schemaPath:"#/properties/tin/items/minLength",keyword:"minLength",params:{limit: 9},message:"must NOT have fewer than 9 characters",schema:9,parentSchema:schema27.properties.tin.items,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern0.test(data1)){
const err5 = {instancePath:instancePath+"/tin/" + i0,schemaPath:"#/properties/tin/items/pattern",keyword:"pattern",params:{pattern: "^[0-9]*$"},message:"must match pattern \""+"^[0-9]*$"+"\"",schema:"^[0-9]*$",parentSchema:schema27.properties.tin.items,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(pattern1.test(data1)){
const err6 = {instancePath:instancePath+"/tin/" + i0,schemaPath:"#/properties/tin/items/validCharacters",keyword:"validCharacters",params:{messageId: "providerIdentifier.digitsOnly"},message:"must not contain control characters",schema:true,parentSchema:schema27.properties.tin.items,data:data1};
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
const err7 = {instancePath:instancePath+"/tin/" + i0,schemaPath:"#/properties/tin/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.tin.items.type,parentSchema:schema27.properties.tin.items,data:data1};
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
const err8 = {instancePath:instancePath+"/gtin",schemaPath:"#/properties/gtin/type",keyword:"type",params:{type: schema27.properties.gtin.type},message:"must be array,null",schema:schema27.properties.gtin.type,parentSchema:schema27.properties.gtin,data:data2};
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
const err9 = {instancePath:instancePath+"/gtin",schemaPath:"#/properties/gtin/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items",schema:50,parentSchema:schema27.properties.gtin,data:data2};
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
const err10 = {instancePath:instancePath+"/gtin/" + i1,schemaPath:"#/properties/gtin/items/maxLength",keyword:"maxLength",params:{limit: 9},message:"must NOT have more than 9 characters",schema:9,parentSchema:schema27.properties.gtin.items,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(func2(data3) < 9){
const err11 = {instancePath:instancePath+"/gtin/" + i1,schemaPath:"#/properties/gtin/items/minLength",keyword:"minLength",params:{limit: 9},message:"must NOT have fewer than 9 characters",schema:9,parentSchema:schema27.properties.gtin.items,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!pattern0.test(data3)){
const err12 = {instancePath:instancePath+"/gtin/" + i1,schemaPath:"#/properties/gtin/items/pattern",keyword:"pattern",params:{pattern: "^[0-9]*$"},message:"must match pattern \""+"^[0-9]*$"+"\"",schema:"^[0-9]*$",parentSchema:schema27.properties.gtin.items,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(pattern1.test(data3)){
const err13 = {instancePath:instancePath+"/gtin/" + i1,schemaPath:"#/properties/gtin/items/validCharacters",keyword:"validCharacters",params:{messageId: "providerIdentifier.digitsOnly"},message:"must not contain control characters",schema:true,parentSchema:schema27.properties.gtin.items,data:data3};
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
const err14 = {instancePath:instancePath+"/gtin/" + i1,schemaPath:"#/properties/gtin/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.gtin.items.type,parentSchema:schema27.properties.gtin.items,data:data3};
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
const err15 = {instancePath:instancePath+"/npi",schemaPath:"#/properties/npi/type",keyword:"type",params:{type: schema27.properties.npi.type},message:"must be array,null",schema:schema27.properties.npi.type,parentSchema:schema27.properties.npi,data:data4};
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
const err16 = {instancePath:instancePath+"/npi",schemaPath:"#/properties/npi/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items",schema:50,parentSchema:schema27.properties.npi,data:data4};
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
const err17 = {instancePath:instancePath+"/npi/" + i2,schemaPath:"#/properties/npi/items/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters",schema:10,parentSchema:schema27.properties.npi.items,data:data5};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(func2(data5) < 10){
const err18 = {instancePath:instancePath+"/npi/" + i2,schemaPath:"#/properties/npi/items/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters",schema:10,parentSchema:schema27.properties.npi.items,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!pattern0.test(data5)){
const err19 = {instancePath:instancePath+"/npi/" + i2,schemaPath:"#/properties/npi/items/pattern",keyword:"pattern",params:{pattern: "^[0-9]*$"},message:"must match pattern \""+"^[0-9]*$"+"\"",schema:"^[0-9]*$",parentSchema:schema27.properties.npi.items,data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(pattern1.test(data5)){
const err20 = {instancePath:instancePath+"/npi/" + i2,schemaPath:"#/properties/npi/items/validCharacters",keyword:"validCharacters",params:{messageId: "providerIdentifier.digitsOnly"},message:"must not contain control characters",schema:true,parentSchema:schema27.properties.npi.items,data:data5};
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
const err21 = {instancePath:instancePath+"/npi/" + i2,schemaPath:"#/properties/npi/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.npi.items.type,parentSchema:schema27.properties.npi.items,data:data5};
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
const err22 = {instancePath:instancePath+"/gnpi",schemaPath:"#/properties/gnpi/type",keyword:"type",params:{type: schema27.properties.gnpi.type},message:"must be array,null",schema:schema27.properties.gnpi.type,parentSchema:schema27.properties.gnpi,data:data6};
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
const err23 = {instancePath:instancePath+"/gnpi",schemaPath:"#/properties/gnpi/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items",schema:50,parentSchema:schema27.properties.gnpi,data:data6};
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
const err24 = {instancePath:instancePath+"/gnpi/" + i3,schemaPath:"#/properties/gnpi/items/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters",schema:10,parentSchema:schema27.properties.gnpi.items,data:data7};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(func2(data7) < 10){
const err25 = {instancePath:instancePath+"/gnpi/" + i3,schemaPath:"#/properties/gnpi/items/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters",schema:10,parentSchema:schema27.properties.gnpi.items,data:data7};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!pattern0.test(data7)){
const err26 = {instancePath:instancePath+"/gnpi/" + i3,schemaPath:"#/properties/gnpi/items/pattern",keyword:"pattern",params:{pattern: "^[0-9]*$"},message:"must match pattern \""+"^[0-9]*$"+"\"",schema:"^[0-9]*$",parentSchema:schema27.properties.gnpi.items,data:data7};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(pattern1.test(data7)){
const err27 = {instancePath:instancePath+"/gnpi/" + i3,schemaPath:"#/properties/gnpi/items/validCharacters",keyword:"validCharacters",params:{messageId: "providerIdentifier.digitsOnly"},message:"must not contain control characters",schema:true,parentSchema:schema27.properties.gnpi.items,data:data7};
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
const err28 = {instancePath:instancePath+"/gnpi/" + i3,schemaPath:"#/properties/gnpi/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.gnpi.items.type,parentSchema:schema27.properties.gnpi.items,data:data7};
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
const err29 = {instancePath:instancePath+"/clid",schemaPath:"#/properties/clid/type",keyword:"type",params:{type: schema27.properties.clid.type},message:"must be array,null",schema:schema27.properties.clid.type,parentSchema:schema27.properties.clid,data:data8};
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
const err30 = {instancePath:instancePath+"/clid",schemaPath:"#/properties/clid/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items",schema:50,parentSchema:schema27.properties.clid,data:data8};
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
const err31 = {instancePath:instancePath+"/clid/" + i4,schemaPath:"#/properties/clid/items/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters",schema:36,parentSchema:schema27.properties.clid.items,data:data9};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(func2(data9) < 1){
const err32 = {instancePath:instancePath+"/clid/" + i4,schemaPath:"#/properties/clid/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.clid.items,data:data9};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(!pattern8.test(data9)){
const err33 = {instancePath:instancePath+"/clid/" + i4,schemaPath:"#/properties/clid/items/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000-\\u001F\\u007F-\\u009F]*$"},message:"must match pattern \""+"^[^\\u0000-\\u001F\\u007F-\\u009F]*$"+"\"",schema:"^[^\\u0000-\\u001F\\u007F-\\u009F]*$",parentSchema:schema27.properties.clid.items,data:data9};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(pattern1.test(data9)){
const err34 = {instancePath:instancePath+"/clid/" + i4,schemaPath:"#/properties/clid/items/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"},message:"must not contain control characters",schema:true,parentSchema:schema27.properties.clid.items,data:data9};
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
const err35 = {instancePath:instancePath+"/clid/" + i4,schemaPath:"#/properties/clid/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.clid.items.type,parentSchema:schema27.properties.clid.items,data:data9};
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
if(data.userRole !== undefined){
let data10 = data.userRole;
const _errs37 = errors;
let valid12 = true;
const _errs38 = errors;
if(!((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10)))){
const err36 = {};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var _valid0 = _errs38 === errors;
errors = _errs37;
if(vErrors !== null){
if(_errs37){
vErrors.length = _errs37;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid0){
const _errs40 = errors;
const _errs41 = errors;
let valid13 = false;
let passing0 = null;
const _errs42 = errors;
if(1 !== data10){
const err37 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/then/oneOf/0/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant",schema:1,parentSchema:schema28.then.oneOf[0],data:data10};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var _valid1 = _errs42 === errors;
if(_valid1){
valid13 = true;
passing0 = 0;
}
const _errs43 = errors;
if(2 !== data10){
const err38 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/then/oneOf/1/const",keyword:"const",params:{allowedValue: 2},message:"must be equal to constant",schema:2,parentSchema:schema28.then.oneOf[1],data:data10};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
var _valid1 = _errs43 === errors;
if(_valid1 && valid13){
valid13 = false;
passing0 = [passing0, 1];
}
else {
if(_valid1){
valid13 = true;
passing0 = 1;
}
const _errs44 = errors;
if(5 !== data10){
const err39 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/then/oneOf/2/const",keyword:"const",params:{allowedValue: 5},message:"must be equal to constant",schema:5,parentSchema:schema28.then.oneOf[2],data:data10};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
var _valid1 = _errs44 === errors;
if(_valid1 && valid13){
valid13 = false;
passing0 = [passing0, 2];
}
else {
if(_valid1){
valid13 = true;
passing0 = 2;
}
const _errs45 = errors;
if(10 !== data10){
const err40 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/then/oneOf/3/const",keyword:"const",params:{allowedValue: 10},message:"must be equal to constant",schema:10,parentSchema:schema28.then.oneOf[3],data:data10};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
var _valid1 = _errs45 === errors;
if(_valid1 && valid13){
valid13 = false;
passing0 = [passing0, 3];
}
else {
if(_valid1){
valid13 = true;
passing0 = 3;
}
}
}
}
if(!valid13){
const err41 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/then/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema28.then.oneOf,parentSchema:schema28.then,data:data10};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
else {
errors = _errs41;
if(vErrors !== null){
if(_errs41){
vErrors.length = _errs41;
}
else {
vErrors = null;
}
}
}
var _valid0 = _errs40 === errors;
valid12 = _valid0;
ifClause0 = "then";
}
else {
const _errs46 = errors;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.name === undefined){
const err42 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/else/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema28.else.required,parentSchema:schema28.else,data:data10};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
for(const key1 in data10){
if(!((key1 === "id") || (key1 === "name"))){
const err43 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/else/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema28.else,data:data10};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data10.id !== undefined){
let data11 = data10.id;
if(!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))){
const err44 = {instancePath:instancePath+"/userRole/id",schemaPath:"#/definitions/user-role/else/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema28.else.properties.id.type,parentSchema:schema28.else.properties.id,data:data11};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(!((((data11 === 1) || (data11 === 2)) || (data11 === 5)) || (data11 === 10))){
const err45 = {instancePath:instancePath+"/userRole/id",schemaPath:"#/definitions/user-role/else/properties/id/enum",keyword:"enum",params:{allowedValues: schema28.else.properties.id.enum},message:"must be equal to one of the allowed values",schema:schema28.else.properties.id.enum,parentSchema:schema28.else.properties.id,data:data11};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data10.name !== undefined){
let data12 = data10.name;
if(!((((data12 === "Ordering Provider") || (data12 === "Servicing Provider")) || (data12 === "Health Plan Representative")) || (data12 === "Genetic Counselor"))){
const err46 = {instancePath:instancePath+"/userRole/name",schemaPath:"#/definitions/user-role/else/properties/name/enum",keyword:"enum",params:{allowedValues: schema28.else.properties.name.enum},message:"must be equal to one of the allowed values",schema:schema28.else.properties.name.enum,parentSchema:schema28.else.properties.name,data:data12};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(typeof data12 === "string"){
if(pattern1.test(data12)){
const err47 = {instancePath:instancePath+"/userRole/name",schemaPath:"#/definitions/user-role/else/properties/name/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"},message:"must not contain control characters",schema:true,parentSchema:schema28.else.properties.name,data:data12};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
else {
const err48 = {instancePath:instancePath+"/userRole/name",schemaPath:"#/definitions/user-role/else/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.else.properties.name.type,parentSchema:schema28.else.properties.name,data:data12};
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
else {
const err49 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/else/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema28.else.type,parentSchema:schema28.else,data:data10};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
var _valid0 = _errs46 === errors;
valid12 = _valid0;
ifClause0 = "else";
}
if(!valid12){
const err50 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema",schema:schema28.if,parentSchema:schema28,data:data10};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
else {
const err51 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema27.type,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

__validators["12b25410"] = validate11;
const schema29 = {"type":"integer","$id":"12b25410"};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="12b25410" */;
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema29.type,parentSchema:schema29,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}

__validators["-2eceb2b3"] = validate12;
const schema30 = {"const":1,"title":"caption.orderingProvider","$id":"-2eceb2b3"};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-2eceb2b3" */;
let vErrors = null;
let errors = 0;
if(1 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant",schema:1,parentSchema:schema30,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate12.errors = vErrors;
return errors === 0;
}

__validators["-480b1b0"] = validate13;
const schema31 = {"const":2,"title":"caption.servicingProvider","$id":"-480b1b0"};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-480b1b0" */;
let vErrors = null;
let errors = 0;
if(2 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 2},message:"must be equal to constant",schema:2,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate13.errors = vErrors;
return errors === 0;
}

__validators["13e917ce"] = validate14;
const schema32 = {"const":5,"title":"caption.healthPlanRepresentative","$id":"13e917ce"};

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="13e917ce" */;
let vErrors = null;
let errors = 0;
if(5 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 5},message:"must be equal to constant",schema:5,parentSchema:schema32,data};
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

__validators["-3e4b1403"] = validate15;
const schema33 = {"const":10,"title":"caption.geneticCounselor","$id":"-3e4b1403"};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-3e4b1403" */;
let vErrors = null;
let errors = 0;
if(10 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 10},message:"must be equal to constant",schema:10,parentSchema:schema33,data};
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
