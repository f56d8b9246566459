// generated - do not edit: written by `npm run gen` from schemas/models/api-clients-providers-pin-validity.json; edit the schema and regenerate.
import * as __runtime0 from "ajv/dist/runtime/ucs2length.js";
const __validators = {};
export default __validators;
__validators["https://provider-portal.example/schemas/models/api-clients-providers-pin-validity.json"] = validate10;
const schema27 = {"$comment":"generated - do not edit: written by npm run gen from schemas/models/api-clients-providers-pin-validity.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/models/api-clients-providers-pin-validity.json","title":"caption.pinValidity","description":"Body of POST /api/clients/pin/validity/: the health plan's id, the PIN typed for it, and optionally the provider criteria whose plans it must be among.","type":"object","required":["id","pin"],"properties":{"criteria":{"anyOf":[{"type":"null"},{"$ref":"#/definitions/api-clients-providers-criteria"}]},"id":{"title":"caption.healthPlan","examples":[3],"type":"integer","minimum":1,"maximum":2147483647,"messages":{"required":"field.required","type":"field.invalid","minimum":"field.invalid","maximum":"field.invalid"}},"pin":{"title":"caption.pin","examples":["4321"],"type":"string","minLength":1,"maxLength":20,"pattern":"^[^\\u0000-\\u001F\\u007F-\\u009F]*$","messages":{"required":"field.required","type":"field.invalid","minLength":"field.required","maxLength":"field.maxLength","pattern":"field.invalid"},"validCharacters":true}},"additionalProperties":false,"messages":{"type":"field.invalid","additionalProperties":"field.invalid"},"examples":[{"id":3,"pin":"4321"},{"criteria":{"npi":["1234567893"],"userRole":1},"id":3,"pin":"4321"},{"criteria":null,"id":3,"pin":"4321"}],"invalidExamples":[{"value":{"id":3},"messageId":"field.required","path":"/pin"},{"value":{"id":3,"pin":""},"messageId":"field.required","path":"/pin"},{"value":{"id":"3","pin":"4321"},"messageId":"field.invalid","path":"/id"},{"value":{"id":3,"pin":"123456789012345678901"},"messageId":"field.maxLength"}],"definitions":{"user-role":{"title":"caption.userRole","description":"The role a user registers for: its numeric id, or (any value that is not an integer must be this object) the role as spec section 3 gives it (\"userRole (name)\"), with its name and optionally its id. The options under `then` are the roles (id as const, name as title): forms show the names, and the server reads a name's id from them. A name and an id given together must be the same role (checked by the server).","if":{"type":"integer"},"then":{"oneOf":[{"const":1,"title":"caption.orderingProvider"},{"const":2,"title":"caption.servicingProvider"},{"const":5,"title":"caption.healthPlanRepresentative"},{"const":10,"title":"caption.geneticCounselor"}]},"else":{"type":"object","required":["name"],"properties":{"id":{"title":"caption.role","type":"integer","enum":[1,2,5,10],"messages":{"type":"field.invalid","enum":"field.invalid"}},"name":{"title":"caption.role","type":"string","enum":["Ordering Provider","Servicing Provider","Health Plan Representative","Genetic Counselor"],"messages":{"required":"field.required","type":"field.invalid","enum":"field.invalid"},"validCharacters":true}},"additionalProperties":false,"messages":{"type":"field.invalid","required":"field.required","additionalProperties":"field.invalid"}},"messages":{"required":"field.required","type":"field.invalid","const":"field.invalid","additionalProperties":"field.invalid"},"examples":[1,2,5,10,{"name":"Ordering Provider"},{"id":10,"name":"Genetic Counselor"}],"invalidExamples":[{"value":4,"messageId":"field.invalid"},{"value":"Ordering Provider","messageId":"field.invalid"},{"value":{"name":"Ordering Provider","level":3},"messageId":"field.invalid"}]},"api-clients-providers-criteria":{"title":"caption.providerCriteria","description":"Body of POST /api/clients/ (and the criteria of a PIN check): a provider's identifiers by type, each a list or null, and optionally the role they are used for. An empty object asks for every health plan.","type":"object","properties":{"tin":{"title":"caption.taxIdTin","type":["array","null"],"maxItems":50,"items":{"title":"caption.taxIdTin","type":"string","minLength":9,"maxLength":9,"pattern":"^[0-9]*$","messages":{"minLength":"providerIdentifier.digits","maxLength":"providerIdentifier.digits","pattern":"providerIdentifier.digitsOnly"},"validCharacters":true},"messages":{"type":"field.invalid","maxItems":"field.invalid"}},"gtin":{"title":"caption.groupTin","type":["array","null"],"maxItems":50,"items":{"title":"caption.groupTin","type":"string","minLength":9,"maxLength":9,"pattern":"^[0-9]*$","messages":{"minLength":"providerIdentifier.digits","maxLength":"providerIdentifier.digits","pattern":"providerIdentifier.digitsOnly"},"validCharacters":true},"messages":{"type":"field.invalid","maxItems":"field.invalid"}},"npi":{"title":"caption.npi","type":["array","null"],"maxItems":50,"items":{"title":"caption.npi","type":"string","minLength":10,"maxLength":10,"pattern":"^[0-9]*$","messages":{"minLength":"providerIdentifier.digits","maxLength":"providerIdentifier.digits","pattern":"providerIdentifier.digitsOnly"},"validCharacters":true},"messages":{"type":"field.invalid","maxItems":"field.invalid"}},"gnpi":{"title":"caption.groupNpi","type":["array","null"],"maxItems":50,"items":{"title":"caption.groupNpi","type":"string","minLength":10,"maxLength":10,"pattern":"^[0-9]*$","messages":{"minLength":"providerIdentifier.digits","maxLength":"providerIdentifier.digits","pattern":"providerIdentifier.digitsOnly"},"validCharacters":true},"messages":{"type":"field.invalid","maxItems":"field.invalid"}},"clid":{"title":"caption.providerIdClid","type":["array","null"],"maxItems":50,"items":{"title":"caption.providerIdClid","type":"string","minLength":1,"maxLength":36,"pattern":"^[^\\u0000-\\u001F\\u007F-\\u009F]*$","messages":{"minLength":"field.required","maxLength":"providerIdentifier.clidLength","pattern":"field.invalid"},"validCharacters":true},"messages":{"type":"field.invalid","maxItems":"field.invalid"}},"userRole":{"$ref":"#/definitions/user-role"}},"additionalProperties":false,"messages":{"type":"field.invalid","additionalProperties":"field.invalid"},"examples":[{},{"tin":["123456789"],"gtin":null,"npi":["1234567893"],"gnpi":null,"clid":null,"userRole":1},{"clid":["CL-1"]}],"invalidExamples":[{"value":{"tin":["12345678"]},"messageId":"providerIdentifier.digits","path":"/tin/0"},{"value":{"npi":["12345678AB"]},"messageId":"providerIdentifier.digitsOnly","path":"/npi/0"},{"value":{"clid":["abcdefghijklmnopqrstuvwxyz0123456789X"]},"messageId":"providerIdentifier.clidLength"},{"value":{"tin":"123456789"},"messageId":"field.invalid"},{"value":{"userRole":4},"messageId":"field.invalid"},{"value":{"ssn":["123456789"]},"messageId":"field.invalid"}]}}};
const schema28 = {"title":"caption.providerCriteria","description":"Body of POST /api/clients/ (and the criteria of a PIN check): a provider's identifiers by type, each a list or null, and optionally the role they are used for. An empty object asks for every health plan.","type":"object","properties":{"tin":{"title":"caption.taxIdTin","type":["array","null"],"maxItems":50,"items":{"title":"caption.taxIdTin","type":"string","minLength":9,"maxLength":9,"pattern":"^[0-9]*$","messages":{"minLength":"providerIdentifier.digits","maxLength":"providerIdentifier.digits","pattern":"providerIdentifier.digitsOnly"},"validCharacters":true},"messages":{"type":"field.invalid","maxItems":"field.invalid"}},"gtin":{"title":"caption.groupTin","type":["array","null"],"maxItems":50,"items":{"title":"caption.groupTin","type":"string","minLength":9,"maxLength":9,"pattern":"^[0-9]*$","messages":{"minLength":"providerIdentifier.digits","maxLength":"providerIdentifier.digits","pattern":"providerIdentifier.digitsOnly"},"validCharacters":true},"messages":{"type":"field.invalid","maxItems":"field.invalid"}},"npi":{"title":"caption.npi","type":["array","null"],"maxItems":50,"items":{"title":"caption.npi","type":"string","minLength":10,"maxLength":10,"pattern":"^[0-9]*$","messages":{"minLength":"providerIdentifier.digits","maxLength":"providerIdentifier.digits","pattern":"providerIdentifier.digitsOnly"},"validCharacters":true},"messages":{"type":"field.invalid","maxItems":"field.invalid"}},"gnpi":{"title":"caption.groupNpi","type":["array","null"],"maxItems":50,"items":{"title":"caption.groupNpi","type":"string","minLength":10,"maxLength":10,"pattern":"^[0-9]*$","messages":{"minLength":"providerIdentifier.digits","maxLength":"providerIdentifier.digits","pattern":"providerIdentifier.digitsOnly"},"validCharacters":true},"messages":{"type":"field.invalid","maxItems":"field.invalid"}},"clid":{"title":"caption.providerIdClid","type":["array","null"],"maxItems":50,"items":{"title":"caption.providerIdClid","type":"string","minLength":1,"maxLength":36,"pattern":"^[^\\u0000-\\u001F\\u007F-\\u009F]*$","messages":{"minLength":"field.required","maxLength":"providerIdentifier.clidLength","pattern":"field.invalid"},"validCharacters":true},"messages":{"type":"field.invalid","maxItems":"field.invalid"}},"userRole":{"$ref":"#/definitions/user-role"}},"additionalProperties":false,"messages":{"type":"field.invalid","additionalProperties":"field.invalid"},"examples":[{},{"tin":["123456789"],"gtin":null,"npi":["1234567893"],"gnpi":null,"clid":null,"userRole":1},{"clid":["CL-1"]}],"invalidExamples":[{"value":{"tin":["12345678"]},"messageId":"providerIdentifier.digits","path":"/tin/0"},{"value":{"npi":["12345678AB"]},"messageId":"providerIdentifier.digitsOnly","path":"/npi/0"},{"value":{"clid":["abcdefghijklmnopqrstuvwxyz0123456789X"]},"messageId":"providerIdentifier.clidLength"},{"value":{"tin":"123456789"},"messageId":"field.invalid"},{"value":{"userRole":4},"messageId":"field.invalid"},{"value":{"ssn":["123456789"]},"messageId":"field.invalid"}]};
const schema29 = {"title":"caption.userRole","description":"The role a user registers for: its numeric id, or (any value that is not an integer must be this object) the role as spec section 3 gives it (\"userRole (name)\"), with its name and optionally its id. The options under `then` are the roles (id as const, name as title): forms show the names, and the server reads a name's id from them. A name and an id given together must be the same role (checked by the server).","if":{"type":"integer"},"then":{"oneOf":[{"const":1,"title":"caption.orderingProvider"},{"const":2,"title":"caption.servicingProvider"},{"const":5,"title":"caption.healthPlanRepresentative"},{"const":10,"title":"caption.geneticCounselor"}]},"else":{"type":"object","required":["name"],"properties":{"id":{"title":"caption.role","type":"integer","enum":[1,2,5,10],"messages":{"type":"field.invalid","enum":"field.invalid"}},"name":{"title":"caption.role","type":"string","enum":["Ordering Provider","Servicing Provider","Health Plan Representative","Genetic Counselor"],"messages":{"required":"field.required","type":"field.invalid","enum":"field.invalid"},"validCharacters":true}},"additionalProperties":false,"messages":{"type":"field.invalid","required":"field.required","additionalProperties":"field.invalid"}},"messages":{"required":"field.required","type":"field.invalid","const":"field.invalid","additionalProperties":"field.invalid"},"examples":[1,2,5,10,{"name":"Ordering Provider"},{"id":10,"name":"Genetic Counselor"}],"invalidExamples":[{"value":4,"messageId":"field.invalid"},{"value":"Ordering Provider","messageId":"field.invalid"},{"value":{"name":"Ordering Provider","level":3},"messageId":"field.invalid"}]};
const func2 = (__runtime0.default?.default ?? __runtime0.default);
const pattern0 = new RegExp("^[0-9]*$", "u");
const pattern1 = new RegExp("[\\u0000-\\u0008\\u000C-\\u001F\\u007F-\\u009F]", "u");
const pattern8 = new RegExp("^[^\\u0000-\\u001F\\u007F-\\u009F]*$", "u");

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((((key0 === "tin") || (key0 === "gtin")) || (key0 === "npi")) || (key0 === "gnpi")) || (key0 === "clid")) || (key0 === "userRole"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema28,data};
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
const err1 = {instancePath:instancePath+"/tin",schemaPath:"#/properties/tin/type",keyword:"type",params:{type: schema28.properties.tin.type},message:"must be array,null",schema:schema28.properties.tin.type,parentSchema:schema28.properties.tin,data:data0};
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
const err2 = {instancePath:instancePath+"/tin",schemaPath:"#/properties/tin/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items",schema:50,parentSchema:schema28.properties.tin,data:data0};
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
const err3 = {instancePath:instancePath+"/tin/" + i0,schemaPath:"#/properties/tin/items/maxLength",keyword:"maxLength",params:{limit: 9},message:"must NOT have more than 9 characters",schema:9,parentSchema:schema28.properties.tin.items,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func2(data1) < 9){
const err4 = {instancePath:instancePath+"/tin/" + i0,schemaPath:"#/properties/tin/items/minLength",keyword:"minLength",params:{limit: 9},message:"must NOT have fewer than 9 characters",schema:9,parentSchema:schema28.properties.tin.items,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern0.test(data1)){
const err5 = {instancePath:instancePath+"/tin/" + i0,schemaPath:"#/properties/tin/items/pattern",keyword:"pattern",params:{pattern: "^[0-9]*$"},message:"must match pattern \""+"^[0-9]*$"+"\"",schema:"^[0-9]*$",parentSchema:schema28.properties.tin.items,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(pattern1.test(data1)){
const err6 = {instancePath:instancePath+"/tin/" + i0,schemaPath:"#/properties/tin/items/validCharacters",keyword:"validCharacters",params:{messageId: "providerIdentifier.digitsOnly"},message:"must not contain control characters",schema:true,parentSchema:schema28.properties.tin.items,data:data1};
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
const err7 = {instancePath:instancePath+"/tin/" + i0,schemaPath:"#/properties/tin/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.properties.tin.items.type,parentSchema:schema28.properties.tin.items,data:data1};
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
const err8 = {instancePath:instancePath+"/gtin",schemaPath:"#/properties/gtin/type",keyword:"type",params:{type: schema28.properties.gtin.type},message:"must be array,null",schema:schema28.properties.gtin.type,parentSchema:schema28.properties.gtin,data:data2};
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
const err9 = {instancePath:instancePath+"/gtin",schemaPath:"#/properties/gtin/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items",schema:50,parentSchema:schema28.properties.gtin,data:data2};
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
const err10 = {instancePath:instancePath+"/gtin/" + i1,schemaPath:"#/properties/gtin/items/maxLength",keyword:"maxLength",params:{limit: 9},message:"must NOT have more than 9 characters",schema:9,parentSchema:schema28.properties.gtin.items,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(func2(data3) < 9){
const err11 = {instancePath:instancePath+"/gtin/" + i1,schemaPath:"#/properties/gtin/items/minLength",keyword:"minLength",params:{limit: 9},message:"must NOT have fewer than 9 characters",schema:9,parentSchema:schema28.properties.gtin.items,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!pattern0.test(data3)){
const err12 = {instancePath:instancePath+"/gtin/" + i1,schemaPath:"#/properties/gtin/items/pattern",keyword:"pattern",params:{pattern: "^[0-9]*$"},message:"must match pattern \""+"^[0-9]*$"+"\"",schema:"^[0-9]*$",parentSchema:schema28.properties.gtin.items,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(pattern1.test(data3)){
const err13 = {instancePath:instancePath+"/gtin/" + i1,schemaPath:"#/properties/gtin/items/validCharacters",keyword:"validCharacters",params:{messageId: "providerIdentifier.digitsOnly"},message:"must not contain control characters",schema:true,parentSchema:schema28.properties.gtin.items,data:data3};
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
const err14 = {instancePath:instancePath+"/gtin/" + i1,schemaPath:"#/properties/gtin/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.properties.gtin.items.type,parentSchema:schema28.properties.gtin.items,data:data3};
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
const err15 = {instancePath:instancePath+"/npi",schemaPath:"#/properties/npi/type",keyword:"type",params:{type: schema28.properties.npi.type},message:"must be array,null",schema:schema28.properties.npi.type,parentSchema:schema28.properties.npi,data:data4};
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
const err16 = {instancePath:instancePath+"/npi",schemaPath:"#/properties/npi/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items",schema:50,parentSchema:schema28.properties.npi,data:data4};
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
const err17 = {instancePath:instancePath+"/npi/" + i2,schemaPath:"#/properties/npi/items/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters",schema:10,parentSchema:schema28.properties.npi.items,data:data5};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(func2(data5) < 10){
const err18 = {instancePath:instancePath+"/npi/" + i2,schemaPath:"#/properties/npi/items/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters",schema:10,parentSchema:schema28.properties.npi.items,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!pattern0.test(data5)){
const err19 = {instancePath:instancePath+"/npi/" + i2,schemaPath:"#/properties/npi/items/pattern",keyword:"pattern",params:{pattern: "^[0-9]*$"},message:"must match pattern \""+"^[0-9]*$"+"\"",schema:"^[0-9]*$",parentSchema:schema28.properties.npi.items,data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(pattern1.test(data5)){
const err20 = {instancePath:instancePath+"/npi/" + i2,schemaPath:"#/properties/npi/items/validCharacters",keyword:"validCharacters",params:{messageId: "providerIdentifier.digitsOnly"},message:"must not contain control characters",schema:true,parentSchema:schema28.properties.npi.items,data:data5};
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
const err21 = {instancePath:instancePath+"/npi/" + i2,schemaPath:"#/properties/npi/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.properties.npi.items.type,parentSchema:schema28.properties.npi.items,data:data5};
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
const err22 = {instancePath:instancePath+"/gnpi",schemaPath:"#/properties/gnpi/type",keyword:"type",params:{type: schema28.properties.gnpi.type},message:"must be array,null",schema:schema28.properties.gnpi.type,parentSchema:schema28.properties.gnpi,data:data6};
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
const err23 = {instancePath:instancePath+"/gnpi",schemaPath:"#/properties/gnpi/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items",schema:50,parentSchema:schema28.properties.gnpi,data:data6};
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
const err24 = {instancePath:instancePath+"/gnpi/" + i3,schemaPath:"#/properties/gnpi/items/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters",schema:10,parentSchema:schema28.properties.gnpi.items,data:data7};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(func2(data7) < 10){
const err25 = {instancePath:instancePath+"/gnpi/" + i3,schemaPath:"#/properties/gnpi/items/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters",schema:10,parentSchema:schema28.properties.gnpi.items,data:data7};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!pattern0.test(data7)){
const err26 = {instancePath:instancePath+"/gnpi/" + i3,schemaPath:"#/properties/gnpi/items/pattern",keyword:"pattern",params:{pattern: "^[0-9]*$"},message:"must match pattern \""+"^[0-9]*$"+"\"",schema:"^[0-9]*$",parentSchema:schema28.properties.gnpi.items,data:data7};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(pattern1.test(data7)){
const err27 = {instancePath:instancePath+"/gnpi/" + i3,schemaPath:"#/properties/gnpi/items/validCharacters",keyword:"validCharacters",params:{messageId: "providerIdentifier.digitsOnly"},message:"must not contain control characters",schema:true,parentSchema:schema28.properties.gnpi.items,data:data7};
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
const err28 = {instancePath:instancePath+"/gnpi/" + i3,schemaPath:"#/properties/gnpi/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.properties.gnpi.items.type,parentSchema:schema28.properties.gnpi.items,data:data7};
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
const err29 = {instancePath:instancePath+"/clid",schemaPath:"#/properties/clid/type",keyword:"type",params:{type: schema28.properties.clid.type},message:"must be array,null",schema:schema28.properties.clid.type,parentSchema:schema28.properties.clid,data:data8};
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
const err30 = {instancePath:instancePath+"/clid",schemaPath:"#/properties/clid/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items",schema:50,parentSchema:schema28.properties.clid,data:data8};
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
const err31 = {instancePath:instancePath+"/clid/" + i4,schemaPath:"#/properties/clid/items/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters",schema:36,parentSchema:schema28.properties.clid.items,data:data9};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(func2(data9) < 1){
const err32 = {instancePath:instancePath+"/clid/" + i4,schemaPath:"#/properties/clid/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema28.properties.clid.items,data:data9};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(!pattern8.test(data9)){
const err33 = {instancePath:instancePath+"/clid/" + i4,schemaPath:"#/properties/clid/items/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000-\\u001F\\u007F-\\u009F]*$"},message:"must match pattern \""+"^[^\\u0000-\\u001F\\u007F-\\u009F]*$"+"\"",schema:"^[^\\u0000-\\u001F\\u007F-\\u009F]*$",parentSchema:schema28.properties.clid.items,data:data9};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(pattern1.test(data9)){
const err34 = {instancePath:instancePath+"/clid/" + i4,schemaPath:"#/properties/clid/items/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"},message:"must not contain control characters",schema:true,parentSchema:schema28.properties.clid.items,data:data9};
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
const err35 = {instancePath:instancePath+"/clid/" + i4,schemaPath:"#/properties/clid/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.properties.clid.items.type,parentSchema:schema28.properties.clid.items,data:data9};
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
const _errs36 = errors;
let valid12 = true;
const _errs37 = errors;
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
var _valid0 = _errs37 === errors;
errors = _errs36;
if(vErrors !== null){
if(_errs36){
vErrors.length = _errs36;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid0){
const _errs39 = errors;
const _errs40 = errors;
let valid13 = false;
let passing0 = null;
const _errs41 = errors;
if(1 !== data10){
const err37 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/then/oneOf/0/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant",schema:1,parentSchema:schema29.then.oneOf[0],data:data10};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var _valid1 = _errs41 === errors;
if(_valid1){
valid13 = true;
passing0 = 0;
}
const _errs42 = errors;
if(2 !== data10){
const err38 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/then/oneOf/1/const",keyword:"const",params:{allowedValue: 2},message:"must be equal to constant",schema:2,parentSchema:schema29.then.oneOf[1],data:data10};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
var _valid1 = _errs42 === errors;
if(_valid1 && valid13){
valid13 = false;
passing0 = [passing0, 1];
}
else {
if(_valid1){
valid13 = true;
passing0 = 1;
}
const _errs43 = errors;
if(5 !== data10){
const err39 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/then/oneOf/2/const",keyword:"const",params:{allowedValue: 5},message:"must be equal to constant",schema:5,parentSchema:schema29.then.oneOf[2],data:data10};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
var _valid1 = _errs43 === errors;
if(_valid1 && valid13){
valid13 = false;
passing0 = [passing0, 2];
}
else {
if(_valid1){
valid13 = true;
passing0 = 2;
}
const _errs44 = errors;
if(10 !== data10){
const err40 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/then/oneOf/3/const",keyword:"const",params:{allowedValue: 10},message:"must be equal to constant",schema:10,parentSchema:schema29.then.oneOf[3],data:data10};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
var _valid1 = _errs44 === errors;
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
const err41 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/then/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema29.then.oneOf,parentSchema:schema29.then,data:data10};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
else {
errors = _errs40;
if(vErrors !== null){
if(_errs40){
vErrors.length = _errs40;
}
else {
vErrors = null;
}
}
}
var _valid0 = _errs39 === errors;
valid12 = _valid0;
ifClause0 = "then";
}
else {
const _errs45 = errors;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.name === undefined){
const err42 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/else/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema29.else.required,parentSchema:schema29.else,data:data10};
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
const err43 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/else/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema29.else,data:data10};
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
const err44 = {instancePath:instancePath+"/userRole/id",schemaPath:"#/definitions/user-role/else/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema29.else.properties.id.type,parentSchema:schema29.else.properties.id,data:data11};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(!((((data11 === 1) || (data11 === 2)) || (data11 === 5)) || (data11 === 10))){
const err45 = {instancePath:instancePath+"/userRole/id",schemaPath:"#/definitions/user-role/else/properties/id/enum",keyword:"enum",params:{allowedValues: schema29.else.properties.id.enum},message:"must be equal to one of the allowed values",schema:schema29.else.properties.id.enum,parentSchema:schema29.else.properties.id,data:data11};
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
const err46 = {instancePath:instancePath+"/userRole/name",schemaPath:"#/definitions/user-role/else/properties/name/enum",keyword:"enum",params:{allowedValues: schema29.else.properties.name.enum},message:"must be equal to one of the allowed values",schema:schema29.else.properties.name.enum,parentSchema:schema29.else.properties.name,data:data12};
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
const err47 = {instancePath:instancePath+"/userRole/name",schemaPath:"#/definitions/user-role/else/properties/name/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"},message:"must not contain control characters",schema:true,parentSchema:schema29.else.properties.name,data:data12};
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
const err48 = {instancePath:instancePath+"/userRole/name",schemaPath:"#/definitions/user-role/else/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema29.else.properties.name.type,parentSchema:schema29.else.properties.name,data:data12};
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
const err49 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/else/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema29.else.type,parentSchema:schema29.else,data:data10};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
var _valid0 = _errs45 === errors;
valid12 = _valid0;
ifClause0 = "else";
}
if(!valid12){
const err50 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema",schema:schema29.if,parentSchema:schema29,data:data10};
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
const err51 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema28.type,parentSchema:schema28,data};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}


function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/models/api-clients-providers-pin-validity.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.pin === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pin"},message:"must have required property '"+"pin"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "criteria") || (key0 === "id")) || (key0 === "pin"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.criteria !== undefined){
let data0 = data.criteria;
const _errs6 = errors;
let valid1 = false;
const _errs7 = errors;
if(data0 !== null){
const err3 = {instancePath:instancePath+"/criteria",schemaPath:"#/properties/criteria/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema27.properties.criteria.anyOf[0].type,parentSchema:schema27.properties.criteria.anyOf[0],data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs9 = errors;
if(!(validate11(data0, {instancePath:instancePath+"/criteria",parentData:data,parentDataProperty:"criteria",rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
var _valid0 = _errs9 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err4 = {instancePath:instancePath+"/criteria",schemaPath:"#/properties/criteria/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema27.properties.criteria.anyOf,parentSchema:schema27.properties.criteria,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
}
}
if(data.id !== undefined){
let data1 = data.id;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema27.properties.id.type,parentSchema:schema27.properties.id,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 > 2147483647 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema27.properties.id,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema27.properties.id,data:data1};
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
if(data.pin !== undefined){
let data2 = data.pin;
if(typeof data2 === "string"){
if(func2(data2) > 20){
const err8 = {instancePath:instancePath+"/pin",schemaPath:"#/properties/pin/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema27.properties.pin,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func2(data2) < 1){
const err9 = {instancePath:instancePath+"/pin",schemaPath:"#/properties/pin/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.pin,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern8.test(data2)){
const err10 = {instancePath:instancePath+"/pin",schemaPath:"#/properties/pin/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000-\\u001F\\u007F-\\u009F]*$"},message:"must match pattern \""+"^[^\\u0000-\\u001F\\u007F-\\u009F]*$"+"\"",schema:"^[^\\u0000-\\u001F\\u007F-\\u009F]*$",parentSchema:schema27.properties.pin,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(pattern1.test(data2)){
const err11 = {instancePath:instancePath+"/pin",schemaPath:"#/properties/pin/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"},message:"must not contain control characters",schema:true,parentSchema:schema27.properties.pin,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/pin",schemaPath:"#/properties/pin/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.pin.type,parentSchema:schema27.properties.pin,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema27.type,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

__validators["6a46120b"] = validate13;
const schema30 = {"type":"null","$id":"6a46120b"};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="6a46120b" */;
let vErrors = null;
let errors = 0;
if(data !== null){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema30.type,parentSchema:schema30,data};
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

__validators["cea97f7"] = validate14;
const schema31 = {"title":"caption.providerCriteria","description":"Body of POST /api/clients/ (and the criteria of a PIN check): a provider's identifiers by type, each a list or null, and optionally the role they are used for. An empty object asks for every health plan.","type":"object","properties":{"tin":{"title":"caption.taxIdTin","type":["array","null"],"maxItems":50,"items":{"title":"caption.taxIdTin","type":"string","minLength":9,"maxLength":9,"pattern":"^[0-9]*$","messages":{"minLength":"providerIdentifier.digits","maxLength":"providerIdentifier.digits","pattern":"providerIdentifier.digitsOnly"},"validCharacters":true},"messages":{"type":"field.invalid","maxItems":"field.invalid"}},"gtin":{"title":"caption.groupTin","type":["array","null"],"maxItems":50,"items":{"title":"caption.groupTin","type":"string","minLength":9,"maxLength":9,"pattern":"^[0-9]*$","messages":{"minLength":"providerIdentifier.digits","maxLength":"providerIdentifier.digits","pattern":"providerIdentifier.digitsOnly"},"validCharacters":true},"messages":{"type":"field.invalid","maxItems":"field.invalid"}},"npi":{"title":"caption.npi","type":["array","null"],"maxItems":50,"items":{"title":"caption.npi","type":"string","minLength":10,"maxLength":10,"pattern":"^[0-9]*$","messages":{"minLength":"providerIdentifier.digits","maxLength":"providerIdentifier.digits","pattern":"providerIdentifier.digitsOnly"},"validCharacters":true},"messages":{"type":"field.invalid","maxItems":"field.invalid"}},"gnpi":{"title":"caption.groupNpi","type":["array","null"],"maxItems":50,"items":{"title":"caption.groupNpi","type":"string","minLength":10,"maxLength":10,"pattern":"^[0-9]*$","messages":{"minLength":"providerIdentifier.digits","maxLength":"providerIdentifier.digits","pattern":"providerIdentifier.digitsOnly"},"validCharacters":true},"messages":{"type":"field.invalid","maxItems":"field.invalid"}},"clid":{"title":"caption.providerIdClid","type":["array","null"],"maxItems":50,"items":{"title":"caption.providerIdClid","type":"string","minLength":1,"maxLength":36,"pattern":"^[^\\u0000-\\u001F\\u007F-\\u009F]*$","messages":{"minLength":"field.required","maxLength":"providerIdentifier.clidLength","pattern":"field.invalid"},"validCharacters":true},"messages":{"type":"field.invalid","maxItems":"field.invalid"}},"userRole":{"title":"caption.userRole","description":"The role a user registers for: its numeric id, or (any value that is not an integer must be this object) the role as spec section 3 gives it (\"userRole (name)\"), with its name and optionally its id. The options under `then` are the roles (id as const, name as title): forms show the names, and the server reads a name's id from them. A name and an id given together must be the same role (checked by the server).","if":{"type":"integer"},"then":{"oneOf":[{"const":1,"title":"caption.orderingProvider"},{"const":2,"title":"caption.servicingProvider"},{"const":5,"title":"caption.healthPlanRepresentative"},{"const":10,"title":"caption.geneticCounselor"}]},"else":{"type":"object","required":["name"],"properties":{"id":{"title":"caption.role","type":"integer","enum":[1,2,5,10],"messages":{"type":"field.invalid","enum":"field.invalid"}},"name":{"title":"caption.role","type":"string","enum":["Ordering Provider","Servicing Provider","Health Plan Representative","Genetic Counselor"],"messages":{"required":"field.required","type":"field.invalid","enum":"field.invalid"},"validCharacters":true}},"additionalProperties":false,"messages":{"type":"field.invalid","required":"field.required","additionalProperties":"field.invalid"}},"messages":{"required":"field.required","type":"field.invalid","const":"field.invalid","additionalProperties":"field.invalid"},"examples":[1,2,5,10,{"name":"Ordering Provider"},{"id":10,"name":"Genetic Counselor"}],"invalidExamples":[{"value":4,"messageId":"field.invalid"},{"value":"Ordering Provider","messageId":"field.invalid"},{"value":{"name":"Ordering Provider","level":3},"messageId":"field.invalid"}]}},"additionalProperties":false,"messages":{"type":"field.invalid","additionalProperties":"field.invalid"},"examples":[{},{"tin":["123456789"],"gtin":null,"npi":["1234567893"],"gnpi":null,"clid":null,"userRole":1},{"clid":["CL-1"]}],"invalidExamples":[{"value":{"tin":["12345678"]},"messageId":"providerIdentifier.digits","path":"/tin/0"},{"value":{"npi":["12345678AB"]},"messageId":"providerIdentifier.digitsOnly","path":"/npi/0"},{"value":{"clid":["abcdefghijklmnopqrstuvwxyz0123456789X"]},"messageId":"providerIdentifier.clidLength"},{"value":{"tin":"123456789"},"messageId":"field.invalid"},{"value":{"userRole":4},"messageId":"field.invalid"},{"value":{"ssn":["123456789"]},"messageId":"field.invalid"}],"anyOf":[{"required":["tin"]},{"required":["gtin"]},{"required":["npi"]},{"required":["gnpi"]},{"required":["clid"]},{"required":["userRole"]}],"$id":"cea97f7"};

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="cea97f7" */;
let vErrors = null;
let errors = 0;
const _errs1 = errors;
let valid0 = false;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.tin === undefined){
const err0 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: "tin"},message:"must have required property '"+"tin"+"'",schema:schema31.anyOf[0].required,parentSchema:schema31.anyOf[0],data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.gtin === undefined){
const err1 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: "gtin"},message:"must have required property '"+"gtin"+"'",schema:schema31.anyOf[1].required,parentSchema:schema31.anyOf[1],data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.npi === undefined){
const err2 = {instancePath,schemaPath:"#/anyOf/2/required",keyword:"required",params:{missingProperty: "npi"},message:"must have required property '"+"npi"+"'",schema:schema31.anyOf[2].required,parentSchema:schema31.anyOf[2],data};
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
valid0 = valid0 || _valid0;
if(!valid0){
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.gnpi === undefined){
const err3 = {instancePath,schemaPath:"#/anyOf/3/required",keyword:"required",params:{missingProperty: "gnpi"},message:"must have required property '"+"gnpi"+"'",schema:schema31.anyOf[3].required,parentSchema:schema31.anyOf[3],data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs5 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs6 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.clid === undefined){
const err4 = {instancePath,schemaPath:"#/anyOf/4/required",keyword:"required",params:{missingProperty: "clid"},message:"must have required property '"+"clid"+"'",schema:schema31.anyOf[4].required,parentSchema:schema31.anyOf[4],data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
var _valid0 = _errs6 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs7 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.userRole === undefined){
const err5 = {instancePath,schemaPath:"#/anyOf/5/required",keyword:"required",params:{missingProperty: "userRole"},message:"must have required property '"+"userRole"+"'",schema:schema31.anyOf[5].required,parentSchema:schema31.anyOf[5],data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
var _valid0 = _errs7 === errors;
valid0 = valid0 || _valid0;
}
}
}
}
}
if(!valid0){
const err6 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema31.anyOf,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((((key0 === "tin") || (key0 === "gtin")) || (key0 === "npi")) || (key0 === "gnpi")) || (key0 === "clid")) || (key0 === "userRole"))){
const err7 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.tin !== undefined){
let data0 = data.tin;
if((!(Array.isArray(data0))) && (data0 !== null)){
const err8 = {instancePath:instancePath+"/tin",schemaPath:"#/properties/tin/type",keyword:"type",params:{type: schema31.properties.tin.type},message:"must be array,null",schema:schema31.properties.tin.type,parentSchema:schema31.properties.tin,data:data0};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(Array.isArray(data0)){
if(data0.length > 50){
const err9 = {instancePath:instancePath+"/tin",schemaPath:"#/properties/tin/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items",schema:50,parentSchema:schema31.properties.tin,data:data0};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(typeof data1 === "string"){
if(func2(data1) > 9){
const err10 = {instancePath:instancePath+"/tin/" + i0,schemaPath:"#/properties/tin/items/maxLength",keyword:"maxLength",params:{limit: 9},message:"must NOT have more than 9 characters",schema:9,parentSchema:schema31.properties.tin.items,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(func2(data1) < 9){
const err11 = {instancePath:instancePath+"/tin/" + i0,schemaPath:"#/properties/tin/items/minLength",keyword:"minLength",params:{limit: 9},message:"must NOT have fewer than 9 characters",schema:9,parentSchema:schema31.properties.tin.items,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!pattern0.test(data1)){
const err12 = {instancePath:instancePath+"/tin/" + i0,schemaPath:"#/properties/tin/items/pattern",keyword:"pattern",params:{pattern: "^[0-9]*$"},message:"must match pattern \""+"^[0-9]*$"+"\"",schema:"^[0-9]*$",parentSchema:schema31.properties.tin.items,data:data1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(pattern1.test(data1)){
const err13 = {instancePath:instancePath+"/tin/" + i0,schemaPath:"#/properties/tin/items/validCharacters",keyword:"validCharacters",params:{messageId: "providerIdentifier.digitsOnly"},message:"must not contain control characters",schema:true,parentSchema:schema31.properties.tin.items,data:data1};
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
const err14 = {instancePath:instancePath+"/tin/" + i0,schemaPath:"#/properties/tin/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema31.properties.tin.items.type,parentSchema:schema31.properties.tin.items,data:data1};
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
if(data.gtin !== undefined){
let data2 = data.gtin;
if((!(Array.isArray(data2))) && (data2 !== null)){
const err15 = {instancePath:instancePath+"/gtin",schemaPath:"#/properties/gtin/type",keyword:"type",params:{type: schema31.properties.gtin.type},message:"must be array,null",schema:schema31.properties.gtin.type,parentSchema:schema31.properties.gtin,data:data2};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(Array.isArray(data2)){
if(data2.length > 50){
const err16 = {instancePath:instancePath+"/gtin",schemaPath:"#/properties/gtin/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items",schema:50,parentSchema:schema31.properties.gtin,data:data2};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
let data3 = data2[i1];
if(typeof data3 === "string"){
if(func2(data3) > 9){
const err17 = {instancePath:instancePath+"/gtin/" + i1,schemaPath:"#/properties/gtin/items/maxLength",keyword:"maxLength",params:{limit: 9},message:"must NOT have more than 9 characters",schema:9,parentSchema:schema31.properties.gtin.items,data:data3};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(func2(data3) < 9){
const err18 = {instancePath:instancePath+"/gtin/" + i1,schemaPath:"#/properties/gtin/items/minLength",keyword:"minLength",params:{limit: 9},message:"must NOT have fewer than 9 characters",schema:9,parentSchema:schema31.properties.gtin.items,data:data3};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!pattern0.test(data3)){
const err19 = {instancePath:instancePath+"/gtin/" + i1,schemaPath:"#/properties/gtin/items/pattern",keyword:"pattern",params:{pattern: "^[0-9]*$"},message:"must match pattern \""+"^[0-9]*$"+"\"",schema:"^[0-9]*$",parentSchema:schema31.properties.gtin.items,data:data3};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(pattern1.test(data3)){
const err20 = {instancePath:instancePath+"/gtin/" + i1,schemaPath:"#/properties/gtin/items/validCharacters",keyword:"validCharacters",params:{messageId: "providerIdentifier.digitsOnly"},message:"must not contain control characters",schema:true,parentSchema:schema31.properties.gtin.items,data:data3};
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
const err21 = {instancePath:instancePath+"/gtin/" + i1,schemaPath:"#/properties/gtin/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema31.properties.gtin.items.type,parentSchema:schema31.properties.gtin.items,data:data3};
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
if(data.npi !== undefined){
let data4 = data.npi;
if((!(Array.isArray(data4))) && (data4 !== null)){
const err22 = {instancePath:instancePath+"/npi",schemaPath:"#/properties/npi/type",keyword:"type",params:{type: schema31.properties.npi.type},message:"must be array,null",schema:schema31.properties.npi.type,parentSchema:schema31.properties.npi,data:data4};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(Array.isArray(data4)){
if(data4.length > 50){
const err23 = {instancePath:instancePath+"/npi",schemaPath:"#/properties/npi/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items",schema:50,parentSchema:schema31.properties.npi,data:data4};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
const len2 = data4.length;
for(let i2=0; i2<len2; i2++){
let data5 = data4[i2];
if(typeof data5 === "string"){
if(func2(data5) > 10){
const err24 = {instancePath:instancePath+"/npi/" + i2,schemaPath:"#/properties/npi/items/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters",schema:10,parentSchema:schema31.properties.npi.items,data:data5};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(func2(data5) < 10){
const err25 = {instancePath:instancePath+"/npi/" + i2,schemaPath:"#/properties/npi/items/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters",schema:10,parentSchema:schema31.properties.npi.items,data:data5};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!pattern0.test(data5)){
const err26 = {instancePath:instancePath+"/npi/" + i2,schemaPath:"#/properties/npi/items/pattern",keyword:"pattern",params:{pattern: "^[0-9]*$"},message:"must match pattern \""+"^[0-9]*$"+"\"",schema:"^[0-9]*$",parentSchema:schema31.properties.npi.items,data:data5};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(pattern1.test(data5)){
const err27 = {instancePath:instancePath+"/npi/" + i2,schemaPath:"#/properties/npi/items/validCharacters",keyword:"validCharacters",params:{messageId: "providerIdentifier.digitsOnly"},message:"must not contain control characters",schema:true,parentSchema:schema31.properties.npi.items,data:data5};
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
const err28 = {instancePath:instancePath+"/npi/" + i2,schemaPath:"#/properties/npi/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema31.properties.npi.items.type,parentSchema:schema31.properties.npi.items,data:data5};
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
if(data.gnpi !== undefined){
let data6 = data.gnpi;
if((!(Array.isArray(data6))) && (data6 !== null)){
const err29 = {instancePath:instancePath+"/gnpi",schemaPath:"#/properties/gnpi/type",keyword:"type",params:{type: schema31.properties.gnpi.type},message:"must be array,null",schema:schema31.properties.gnpi.type,parentSchema:schema31.properties.gnpi,data:data6};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(Array.isArray(data6)){
if(data6.length > 50){
const err30 = {instancePath:instancePath+"/gnpi",schemaPath:"#/properties/gnpi/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items",schema:50,parentSchema:schema31.properties.gnpi,data:data6};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
const len3 = data6.length;
for(let i3=0; i3<len3; i3++){
let data7 = data6[i3];
if(typeof data7 === "string"){
if(func2(data7) > 10){
const err31 = {instancePath:instancePath+"/gnpi/" + i3,schemaPath:"#/properties/gnpi/items/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters",schema:10,parentSchema:schema31.properties.gnpi.items,data:data7};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(func2(data7) < 10){
const err32 = {instancePath:instancePath+"/gnpi/" + i3,schemaPath:"#/properties/gnpi/items/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters",schema:10,parentSchema:schema31.properties.gnpi.items,data:data7};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(!pattern0.test(data7)){
const err33 = {instancePath:instancePath+"/gnpi/" + i3,schemaPath:"#/properties/gnpi/items/pattern",keyword:"pattern",params:{pattern: "^[0-9]*$"},message:"must match pattern \""+"^[0-9]*$"+"\"",schema:"^[0-9]*$",parentSchema:schema31.properties.gnpi.items,data:data7};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(pattern1.test(data7)){
const err34 = {instancePath:instancePath+"/gnpi/" + i3,schemaPath:"#/properties/gnpi/items/validCharacters",keyword:"validCharacters",params:{messageId: "providerIdentifier.digitsOnly"},message:"must not contain control characters",schema:true,parentSchema:schema31.properties.gnpi.items,data:data7};
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
const err35 = {instancePath:instancePath+"/gnpi/" + i3,schemaPath:"#/properties/gnpi/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema31.properties.gnpi.items.type,parentSchema:schema31.properties.gnpi.items,data:data7};
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
if(data.clid !== undefined){
let data8 = data.clid;
if((!(Array.isArray(data8))) && (data8 !== null)){
const err36 = {instancePath:instancePath+"/clid",schemaPath:"#/properties/clid/type",keyword:"type",params:{type: schema31.properties.clid.type},message:"must be array,null",schema:schema31.properties.clid.type,parentSchema:schema31.properties.clid,data:data8};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(Array.isArray(data8)){
if(data8.length > 50){
const err37 = {instancePath:instancePath+"/clid",schemaPath:"#/properties/clid/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items",schema:50,parentSchema:schema31.properties.clid,data:data8};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
const len4 = data8.length;
for(let i4=0; i4<len4; i4++){
let data9 = data8[i4];
if(typeof data9 === "string"){
if(func2(data9) > 36){
const err38 = {instancePath:instancePath+"/clid/" + i4,schemaPath:"#/properties/clid/items/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters",schema:36,parentSchema:schema31.properties.clid.items,data:data9};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(func2(data9) < 1){
const err39 = {instancePath:instancePath+"/clid/" + i4,schemaPath:"#/properties/clid/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema31.properties.clid.items,data:data9};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(!pattern8.test(data9)){
const err40 = {instancePath:instancePath+"/clid/" + i4,schemaPath:"#/properties/clid/items/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000-\\u001F\\u007F-\\u009F]*$"},message:"must match pattern \""+"^[^\\u0000-\\u001F\\u007F-\\u009F]*$"+"\"",schema:"^[^\\u0000-\\u001F\\u007F-\\u009F]*$",parentSchema:schema31.properties.clid.items,data:data9};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(pattern1.test(data9)){
const err41 = {instancePath:instancePath+"/clid/" + i4,schemaPath:"#/properties/clid/items/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"},message:"must not contain control characters",schema:true,parentSchema:schema31.properties.clid.items,data:data9};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/clid/" + i4,schemaPath:"#/properties/clid/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema31.properties.clid.items.type,parentSchema:schema31.properties.clid.items,data:data9};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
}
if(data.userRole !== undefined){
let data10 = data.userRole;
const _errs42 = errors;
let valid12 = true;
const _errs43 = errors;
if(!((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10)))){
const err43 = {};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
var _valid1 = _errs43 === errors;
errors = _errs42;
if(vErrors !== null){
if(_errs42){
vErrors.length = _errs42;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid1){
const _errs45 = errors;
const _errs46 = errors;
let valid13 = false;
let passing0 = null;
const _errs47 = errors;
if(1 !== data10){
const err44 = {instancePath:instancePath+"/userRole",schemaPath:"#/properties/userRole/then/oneOf/0/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant",schema:1,parentSchema:schema31.properties.userRole.then.oneOf[0],data:data10};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
var _valid2 = _errs47 === errors;
if(_valid2){
valid13 = true;
passing0 = 0;
}
const _errs48 = errors;
if(2 !== data10){
const err45 = {instancePath:instancePath+"/userRole",schemaPath:"#/properties/userRole/then/oneOf/1/const",keyword:"const",params:{allowedValue: 2},message:"must be equal to constant",schema:2,parentSchema:schema31.properties.userRole.then.oneOf[1],data:data10};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
var _valid2 = _errs48 === errors;
if(_valid2 && valid13){
valid13 = false;
passing0 = [passing0, 1];
}
else {
if(_valid2){
valid13 = true;
passing0 = 1;
}
const _errs49 = errors;
if(5 !== data10){
const err46 = {instancePath:instancePath+"/userRole",schemaPath:"#/properties/userRole/then/oneOf/2/const",keyword:"const",params:{allowedValue: 5},message:"must be equal to constant",schema:5,parentSchema:schema31.properties.userRole.then.oneOf[2],data:data10};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
var _valid2 = _errs49 === errors;
if(_valid2 && valid13){
valid13 = false;
passing0 = [passing0, 2];
}
else {
if(_valid2){
valid13 = true;
passing0 = 2;
}
const _errs50 = errors;
if(10 !== data10){
const err47 = {instancePath:instancePath+"/userRole",schemaPath:"#/properties/userRole/then/oneOf/3/const",keyword:"const",params:{allowedValue: 10},message:"must be equal to constant",schema:10,parentSchema:schema31.properties.userRole.then.oneOf[3],data:data10};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
var _valid2 = _errs50 === errors;
if(_valid2 && valid13){
valid13 = false;
passing0 = [passing0, 3];
}
else {
if(_valid2){
valid13 = true;
passing0 = 3;
}
}
}
}
if(!valid13){
const err48 = {instancePath:instancePath+"/userRole",schemaPath:"#/properties/userRole/then/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema31.properties.userRole.then.oneOf,parentSchema:schema31.properties.userRole.then,data:data10};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
else {
errors = _errs46;
if(vErrors !== null){
if(_errs46){
vErrors.length = _errs46;
}
else {
vErrors = null;
}
}
}
var _valid1 = _errs45 === errors;
valid12 = _valid1;
ifClause0 = "then";
}
else {
const _errs51 = errors;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.name === undefined){
const err49 = {instancePath:instancePath+"/userRole",schemaPath:"#/properties/userRole/else/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema31.properties.userRole.else.required,parentSchema:schema31.properties.userRole.else,data:data10};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
for(const key1 in data10){
if(!((key1 === "id") || (key1 === "name"))){
const err50 = {instancePath:instancePath+"/userRole",schemaPath:"#/properties/userRole/else/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema31.properties.userRole.else,data:data10};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data10.id !== undefined){
let data11 = data10.id;
if(!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))){
const err51 = {instancePath:instancePath+"/userRole/id",schemaPath:"#/properties/userRole/else/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema31.properties.userRole.else.properties.id.type,parentSchema:schema31.properties.userRole.else.properties.id,data:data11};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(!((((data11 === 1) || (data11 === 2)) || (data11 === 5)) || (data11 === 10))){
const err52 = {instancePath:instancePath+"/userRole/id",schemaPath:"#/properties/userRole/else/properties/id/enum",keyword:"enum",params:{allowedValues: schema31.properties.userRole.else.properties.id.enum},message:"must be equal to one of the allowed values",schema:schema31.properties.userRole.else.properties.id.enum,parentSchema:schema31.properties.userRole.else.properties.id,data:data11};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data10.name !== undefined){
let data12 = data10.name;
if(!((((data12 === "Ordering Provider") || (data12 === "Servicing Provider")) || (data12 === "Health Plan Representative")) || (data12 === "Genetic Counselor"))){
const err53 = {instancePath:instancePath+"/userRole/name",schemaPath:"#/properties/userRole/else/properties/name/enum",keyword:"enum",params:{allowedValues: schema31.properties.userRole.else.properties.name.enum},message:"must be equal to one of the allowed values",schema:schema31.properties.userRole.else.properties.name.enum,parentSchema:schema31.properties.userRole.else.properties.name,data:data12};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(typeof data12 === "string"){
if(pattern1.test(data12)){
const err54 = {instancePath:instancePath+"/userRole/name",schemaPath:"#/properties/userRole/else/properties/name/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"},message:"must not contain control characters",schema:true,parentSchema:schema31.properties.userRole.else.properties.name,data:data12};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/userRole/name",schemaPath:"#/properties/userRole/else/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema31.properties.userRole.else.properties.name.type,parentSchema:schema31.properties.userRole.else.properties.name,data:data12};
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
else {
const err56 = {instancePath:instancePath+"/userRole",schemaPath:"#/properties/userRole/else/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema31.properties.userRole.else.type,parentSchema:schema31.properties.userRole.else,data:data10};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
var _valid1 = _errs51 === errors;
valid12 = _valid1;
ifClause0 = "else";
}
if(!valid12){
const err57 = {instancePath:instancePath+"/userRole",schemaPath:"#/properties/userRole/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema",schema:schema31.properties.userRole.if,parentSchema:schema31.properties.userRole,data:data10};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
}
else {
const err58 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema31.type,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
validate14.errors = vErrors;
return errors === 0;
}

__validators["-3a4f17cc"] = validate15;
const schema32 = {"title":"caption.providerCriteria","description":"Body of POST /api/clients/ (and the criteria of a PIN check): a provider's identifiers by type, each a list or null, and optionally the role they are used for. An empty object asks for every health plan.","type":"object","properties":{"tin":{"title":"caption.taxIdTin","type":["array","null"],"maxItems":50,"items":{"title":"caption.taxIdTin","type":"string","minLength":9,"maxLength":9,"pattern":"^[0-9]*$","messages":{"minLength":"providerIdentifier.digits","maxLength":"providerIdentifier.digits","pattern":"providerIdentifier.digitsOnly"},"validCharacters":true},"messages":{"type":"field.invalid","maxItems":"field.invalid"}},"gtin":{"title":"caption.groupTin","type":["array","null"],"maxItems":50,"items":{"title":"caption.groupTin","type":"string","minLength":9,"maxLength":9,"pattern":"^[0-9]*$","messages":{"minLength":"providerIdentifier.digits","maxLength":"providerIdentifier.digits","pattern":"providerIdentifier.digitsOnly"},"validCharacters":true},"messages":{"type":"field.invalid","maxItems":"field.invalid"}},"npi":{"title":"caption.npi","type":["array","null"],"maxItems":50,"items":{"title":"caption.npi","type":"string","minLength":10,"maxLength":10,"pattern":"^[0-9]*$","messages":{"minLength":"providerIdentifier.digits","maxLength":"providerIdentifier.digits","pattern":"providerIdentifier.digitsOnly"},"validCharacters":true},"messages":{"type":"field.invalid","maxItems":"field.invalid"}},"gnpi":{"title":"caption.groupNpi","type":["array","null"],"maxItems":50,"items":{"title":"caption.groupNpi","type":"string","minLength":10,"maxLength":10,"pattern":"^[0-9]*$","messages":{"minLength":"providerIdentifier.digits","maxLength":"providerIdentifier.digits","pattern":"providerIdentifier.digitsOnly"},"validCharacters":true},"messages":{"type":"field.invalid","maxItems":"field.invalid"}},"clid":{"title":"caption.providerIdClid","type":["array","null"],"maxItems":50,"items":{"title":"caption.providerIdClid","type":"string","minLength":1,"maxLength":36,"pattern":"^[^\\u0000-\\u001F\\u007F-\\u009F]*$","messages":{"minLength":"field.required","maxLength":"providerIdentifier.clidLength","pattern":"field.invalid"},"validCharacters":true},"messages":{"type":"field.invalid","maxItems":"field.invalid"}},"userRole":{"title":"caption.userRole","description":"The role a user registers for: its numeric id, or (any value that is not an integer must be this object) the role as spec section 3 gives it (\"userRole (name)\"), with its name and optionally its id. The options under `then` are the roles (id as const, name as title): forms show the names, and the server reads a name's id from them. A name and an id given together must be the same role (checked by the server).","if":{"type":"integer"},"then":{"oneOf":[{"const":1,"title":"caption.orderingProvider"},{"const":2,"title":"caption.servicingProvider"},{"const":5,"title":"caption.healthPlanRepresentative"},{"const":10,"title":"caption.geneticCounselor"}]},"else":{"type":"object","required":["name"],"properties":{"id":{"title":"caption.role","type":"integer","enum":[1,2,5,10],"messages":{"type":"field.invalid","enum":"field.invalid"}},"name":{"title":"caption.role","type":"string","enum":["Ordering Provider","Servicing Provider","Health Plan Representative","Genetic Counselor"],"messages":{"required":"field.required","type":"field.invalid","enum":"field.invalid"},"validCharacters":true}},"additionalProperties":false,"messages":{"type":"field.invalid","required":"field.required","additionalProperties":"field.invalid"}},"messages":{"required":"field.required","type":"field.invalid","const":"field.invalid","additionalProperties":"field.invalid"},"examples":[1,2,5,10,{"name":"Ordering Provider"},{"id":10,"name":"Genetic Counselor"}],"invalidExamples":[{"value":4,"messageId":"field.invalid"},{"value":"Ordering Provider","messageId":"field.invalid"},{"value":{"name":"Ordering Provider","level":3},"messageId":"field.invalid"}]}},"additionalProperties":true,"messages":{"type":"field.invalid","additionalProperties":"field.invalid"},"examples":[{},{"tin":["123456789"],"gtin":null,"npi":["1234567893"],"gnpi":null,"clid":null,"userRole":1},{"clid":["CL-1"]}],"invalidExamples":[{"value":{"tin":["12345678"]},"messageId":"providerIdentifier.digits","path":"/tin/0"},{"value":{"npi":["12345678AB"]},"messageId":"providerIdentifier.digitsOnly","path":"/npi/0"},{"value":{"clid":["abcdefghijklmnopqrstuvwxyz0123456789X"]},"messageId":"providerIdentifier.clidLength"},{"value":{"tin":"123456789"},"messageId":"field.invalid"},{"value":{"userRole":4},"messageId":"field.invalid"},{"value":{"ssn":["123456789"]},"messageId":"field.invalid"}],"anyOf":[{"required":["tin"]},{"required":["gtin"]},{"required":["npi"]},{"required":["gnpi"]},{"required":["clid"]},{"required":["userRole"]}],"$id":"-3a4f17cc"};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-3a4f17cc" */;
let vErrors = null;
let errors = 0;
const _errs1 = errors;
let valid0 = false;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.tin === undefined){
const err0 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: "tin"},message:"must have required property '"+"tin"+"'",schema:schema32.anyOf[0].required,parentSchema:schema32.anyOf[0],data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.gtin === undefined){
const err1 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: "gtin"},message:"must have required property '"+"gtin"+"'",schema:schema32.anyOf[1].required,parentSchema:schema32.anyOf[1],data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.npi === undefined){
const err2 = {instancePath,schemaPath:"#/anyOf/2/required",keyword:"required",params:{missingProperty: "npi"},message:"must have required property '"+"npi"+"'",schema:schema32.anyOf[2].required,parentSchema:schema32.anyOf[2],data};
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
valid0 = valid0 || _valid0;
if(!valid0){
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.gnpi === undefined){
const err3 = {instancePath,schemaPath:"#/anyOf/3/required",keyword:"required",params:{missingProperty: "gnpi"},message:"must have required property '"+"gnpi"+"'",schema:schema32.anyOf[3].required,parentSchema:schema32.anyOf[3],data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs5 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs6 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.clid === undefined){
const err4 = {instancePath,schemaPath:"#/anyOf/4/required",keyword:"required",params:{missingProperty: "clid"},message:"must have required property '"+"clid"+"'",schema:schema32.anyOf[4].required,parentSchema:schema32.anyOf[4],data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
var _valid0 = _errs6 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs7 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.userRole === undefined){
const err5 = {instancePath,schemaPath:"#/anyOf/5/required",keyword:"required",params:{missingProperty: "userRole"},message:"must have required property '"+"userRole"+"'",schema:schema32.anyOf[5].required,parentSchema:schema32.anyOf[5],data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
var _valid0 = _errs7 === errors;
valid0 = valid0 || _valid0;
}
}
}
}
}
if(!valid0){
const err6 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema32.anyOf,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.tin !== undefined){
let data0 = data.tin;
if((!(Array.isArray(data0))) && (data0 !== null)){
const err7 = {instancePath:instancePath+"/tin",schemaPath:"#/properties/tin/type",keyword:"type",params:{type: schema32.properties.tin.type},message:"must be array,null",schema:schema32.properties.tin.type,parentSchema:schema32.properties.tin,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(Array.isArray(data0)){
if(data0.length > 50){
const err8 = {instancePath:instancePath+"/tin",schemaPath:"#/properties/tin/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items",schema:50,parentSchema:schema32.properties.tin,data:data0};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(typeof data1 === "string"){
if(func2(data1) > 9){
const err9 = {instancePath:instancePath+"/tin/" + i0,schemaPath:"#/properties/tin/items/maxLength",keyword:"maxLength",params:{limit: 9},message:"must NOT have more than 9 characters",schema:9,parentSchema:schema32.properties.tin.items,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func2(data1) < 9){
const err10 = {instancePath:instancePath+"/tin/" + i0,schemaPath:"#/properties/tin/items/minLength",keyword:"minLength",params:{limit: 9},message:"must NOT have fewer than 9 characters",schema:9,parentSchema:schema32.properties.tin.items,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!pattern0.test(data1)){
const err11 = {instancePath:instancePath+"/tin/" + i0,schemaPath:"#/properties/tin/items/pattern",keyword:"pattern",params:{pattern: "^[0-9]*$"},message:"must match pattern \""+"^[0-9]*$"+"\"",schema:"^[0-9]*$",parentSchema:schema32.properties.tin.items,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(pattern1.test(data1)){
const err12 = {instancePath:instancePath+"/tin/" + i0,schemaPath:"#/properties/tin/items/validCharacters",keyword:"validCharacters",params:{messageId: "providerIdentifier.digitsOnly"},message:"must not contain control characters",schema:true,parentSchema:schema32.properties.tin.items,data:data1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/tin/" + i0,schemaPath:"#/properties/tin/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.tin.items.type,parentSchema:schema32.properties.tin.items,data:data1};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
}
if(data.gtin !== undefined){
let data2 = data.gtin;
if((!(Array.isArray(data2))) && (data2 !== null)){
const err14 = {instancePath:instancePath+"/gtin",schemaPath:"#/properties/gtin/type",keyword:"type",params:{type: schema32.properties.gtin.type},message:"must be array,null",schema:schema32.properties.gtin.type,parentSchema:schema32.properties.gtin,data:data2};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(Array.isArray(data2)){
if(data2.length > 50){
const err15 = {instancePath:instancePath+"/gtin",schemaPath:"#/properties/gtin/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items",schema:50,parentSchema:schema32.properties.gtin,data:data2};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
let data3 = data2[i1];
if(typeof data3 === "string"){
if(func2(data3) > 9){
const err16 = {instancePath:instancePath+"/gtin/" + i1,schemaPath:"#/properties/gtin/items/maxLength",keyword:"maxLength",params:{limit: 9},message:"must NOT have more than 9 characters",schema:9,parentSchema:schema32.properties.gtin.items,data:data3};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(func2(data3) < 9){
const err17 = {instancePath:instancePath+"/gtin/" + i1,schemaPath:"#/properties/gtin/items/minLength",keyword:"minLength",params:{limit: 9},message:"must NOT have fewer than 9 characters",schema:9,parentSchema:schema32.properties.gtin.items,data:data3};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!pattern0.test(data3)){
const err18 = {instancePath:instancePath+"/gtin/" + i1,schemaPath:"#/properties/gtin/items/pattern",keyword:"pattern",params:{pattern: "^[0-9]*$"},message:"must match pattern \""+"^[0-9]*$"+"\"",schema:"^[0-9]*$",parentSchema:schema32.properties.gtin.items,data:data3};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(pattern1.test(data3)){
const err19 = {instancePath:instancePath+"/gtin/" + i1,schemaPath:"#/properties/gtin/items/validCharacters",keyword:"validCharacters",params:{messageId: "providerIdentifier.digitsOnly"},message:"must not contain control characters",schema:true,parentSchema:schema32.properties.gtin.items,data:data3};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/gtin/" + i1,schemaPath:"#/properties/gtin/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.gtin.items.type,parentSchema:schema32.properties.gtin.items,data:data3};
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
if(data.npi !== undefined){
let data4 = data.npi;
if((!(Array.isArray(data4))) && (data4 !== null)){
const err21 = {instancePath:instancePath+"/npi",schemaPath:"#/properties/npi/type",keyword:"type",params:{type: schema32.properties.npi.type},message:"must be array,null",schema:schema32.properties.npi.type,parentSchema:schema32.properties.npi,data:data4};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(Array.isArray(data4)){
if(data4.length > 50){
const err22 = {instancePath:instancePath+"/npi",schemaPath:"#/properties/npi/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items",schema:50,parentSchema:schema32.properties.npi,data:data4};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
const len2 = data4.length;
for(let i2=0; i2<len2; i2++){
let data5 = data4[i2];
if(typeof data5 === "string"){
if(func2(data5) > 10){
const err23 = {instancePath:instancePath+"/npi/" + i2,schemaPath:"#/properties/npi/items/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters",schema:10,parentSchema:schema32.properties.npi.items,data:data5};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(func2(data5) < 10){
const err24 = {instancePath:instancePath+"/npi/" + i2,schemaPath:"#/properties/npi/items/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters",schema:10,parentSchema:schema32.properties.npi.items,data:data5};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!pattern0.test(data5)){
const err25 = {instancePath:instancePath+"/npi/" + i2,schemaPath:"#/properties/npi/items/pattern",keyword:"pattern",params:{pattern: "^[0-9]*$"},message:"must match pattern \""+"^[0-9]*$"+"\"",schema:"^[0-9]*$",parentSchema:schema32.properties.npi.items,data:data5};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(pattern1.test(data5)){
const err26 = {instancePath:instancePath+"/npi/" + i2,schemaPath:"#/properties/npi/items/validCharacters",keyword:"validCharacters",params:{messageId: "providerIdentifier.digitsOnly"},message:"must not contain control characters",schema:true,parentSchema:schema32.properties.npi.items,data:data5};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/npi/" + i2,schemaPath:"#/properties/npi/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.npi.items.type,parentSchema:schema32.properties.npi.items,data:data5};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
}
if(data.gnpi !== undefined){
let data6 = data.gnpi;
if((!(Array.isArray(data6))) && (data6 !== null)){
const err28 = {instancePath:instancePath+"/gnpi",schemaPath:"#/properties/gnpi/type",keyword:"type",params:{type: schema32.properties.gnpi.type},message:"must be array,null",schema:schema32.properties.gnpi.type,parentSchema:schema32.properties.gnpi,data:data6};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(Array.isArray(data6)){
if(data6.length > 50){
const err29 = {instancePath:instancePath+"/gnpi",schemaPath:"#/properties/gnpi/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items",schema:50,parentSchema:schema32.properties.gnpi,data:data6};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
const len3 = data6.length;
for(let i3=0; i3<len3; i3++){
let data7 = data6[i3];
if(typeof data7 === "string"){
if(func2(data7) > 10){
const err30 = {instancePath:instancePath+"/gnpi/" + i3,schemaPath:"#/properties/gnpi/items/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters",schema:10,parentSchema:schema32.properties.gnpi.items,data:data7};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(func2(data7) < 10){
const err31 = {instancePath:instancePath+"/gnpi/" + i3,schemaPath:"#/properties/gnpi/items/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters",schema:10,parentSchema:schema32.properties.gnpi.items,data:data7};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(!pattern0.test(data7)){
const err32 = {instancePath:instancePath+"/gnpi/" + i3,schemaPath:"#/properties/gnpi/items/pattern",keyword:"pattern",params:{pattern: "^[0-9]*$"},message:"must match pattern \""+"^[0-9]*$"+"\"",schema:"^[0-9]*$",parentSchema:schema32.properties.gnpi.items,data:data7};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(pattern1.test(data7)){
const err33 = {instancePath:instancePath+"/gnpi/" + i3,schemaPath:"#/properties/gnpi/items/validCharacters",keyword:"validCharacters",params:{messageId: "providerIdentifier.digitsOnly"},message:"must not contain control characters",schema:true,parentSchema:schema32.properties.gnpi.items,data:data7};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/gnpi/" + i3,schemaPath:"#/properties/gnpi/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.gnpi.items.type,parentSchema:schema32.properties.gnpi.items,data:data7};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
}
if(data.clid !== undefined){
let data8 = data.clid;
if((!(Array.isArray(data8))) && (data8 !== null)){
const err35 = {instancePath:instancePath+"/clid",schemaPath:"#/properties/clid/type",keyword:"type",params:{type: schema32.properties.clid.type},message:"must be array,null",schema:schema32.properties.clid.type,parentSchema:schema32.properties.clid,data:data8};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(Array.isArray(data8)){
if(data8.length > 50){
const err36 = {instancePath:instancePath+"/clid",schemaPath:"#/properties/clid/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items",schema:50,parentSchema:schema32.properties.clid,data:data8};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
const len4 = data8.length;
for(let i4=0; i4<len4; i4++){
let data9 = data8[i4];
if(typeof data9 === "string"){
if(func2(data9) > 36){
const err37 = {instancePath:instancePath+"/clid/" + i4,schemaPath:"#/properties/clid/items/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters",schema:36,parentSchema:schema32.properties.clid.items,data:data9};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(func2(data9) < 1){
const err38 = {instancePath:instancePath+"/clid/" + i4,schemaPath:"#/properties/clid/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema32.properties.clid.items,data:data9};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(!pattern8.test(data9)){
const err39 = {instancePath:instancePath+"/clid/" + i4,schemaPath:"#/properties/clid/items/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000-\\u001F\\u007F-\\u009F]*$"},message:"must match pattern \""+"^[^\\u0000-\\u001F\\u007F-\\u009F]*$"+"\"",schema:"^[^\\u0000-\\u001F\\u007F-\\u009F]*$",parentSchema:schema32.properties.clid.items,data:data9};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(pattern1.test(data9)){
const err40 = {instancePath:instancePath+"/clid/" + i4,schemaPath:"#/properties/clid/items/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"},message:"must not contain control characters",schema:true,parentSchema:schema32.properties.clid.items,data:data9};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/clid/" + i4,schemaPath:"#/properties/clid/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.clid.items.type,parentSchema:schema32.properties.clid.items,data:data9};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
}
if(data.userRole !== undefined){
let data10 = data.userRole;
const _errs42 = errors;
let valid12 = true;
const _errs43 = errors;
if(!((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10)))){
const err42 = {};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid1 = _errs43 === errors;
errors = _errs42;
if(vErrors !== null){
if(_errs42){
vErrors.length = _errs42;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid1){
const _errs45 = errors;
const _errs46 = errors;
let valid13 = false;
let passing0 = null;
const _errs47 = errors;
if(1 !== data10){
const err43 = {instancePath:instancePath+"/userRole",schemaPath:"#/properties/userRole/then/oneOf/0/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant",schema:1,parentSchema:schema32.properties.userRole.then.oneOf[0],data:data10};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
var _valid2 = _errs47 === errors;
if(_valid2){
valid13 = true;
passing0 = 0;
}
const _errs48 = errors;
if(2 !== data10){
const err44 = {instancePath:instancePath+"/userRole",schemaPath:"#/properties/userRole/then/oneOf/1/const",keyword:"const",params:{allowedValue: 2},message:"must be equal to constant",schema:2,parentSchema:schema32.properties.userRole.then.oneOf[1],data:data10};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
var _valid2 = _errs48 === errors;
if(_valid2 && valid13){
valid13 = false;
passing0 = [passing0, 1];
}
else {
if(_valid2){
valid13 = true;
passing0 = 1;
}
const _errs49 = errors;
if(5 !== data10){
const err45 = {instancePath:instancePath+"/userRole",schemaPath:"#/properties/userRole/then/oneOf/2/const",keyword:"const",params:{allowedValue: 5},message:"must be equal to constant",schema:5,parentSchema:schema32.properties.userRole.then.oneOf[2],data:data10};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
var _valid2 = _errs49 === errors;
if(_valid2 && valid13){
valid13 = false;
passing0 = [passing0, 2];
}
else {
if(_valid2){
valid13 = true;
passing0 = 2;
}
const _errs50 = errors;
if(10 !== data10){
const err46 = {instancePath:instancePath+"/userRole",schemaPath:"#/properties/userRole/then/oneOf/3/const",keyword:"const",params:{allowedValue: 10},message:"must be equal to constant",schema:10,parentSchema:schema32.properties.userRole.then.oneOf[3],data:data10};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
var _valid2 = _errs50 === errors;
if(_valid2 && valid13){
valid13 = false;
passing0 = [passing0, 3];
}
else {
if(_valid2){
valid13 = true;
passing0 = 3;
}
}
}
}
if(!valid13){
const err47 = {instancePath:instancePath+"/userRole",schemaPath:"#/properties/userRole/then/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema32.properties.userRole.then.oneOf,parentSchema:schema32.properties.userRole.then,data:data10};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
else {
errors = _errs46;
if(vErrors !== null){
if(_errs46){
vErrors.length = _errs46;
}
else {
vErrors = null;
}
}
}
var _valid1 = _errs45 === errors;
valid12 = _valid1;
ifClause0 = "then";
}
else {
const _errs51 = errors;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.name === undefined){
const err48 = {instancePath:instancePath+"/userRole",schemaPath:"#/properties/userRole/else/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema32.properties.userRole.else.required,parentSchema:schema32.properties.userRole.else,data:data10};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
for(const key0 in data10){
if(!((key0 === "id") || (key0 === "name"))){
const err49 = {instancePath:instancePath+"/userRole",schemaPath:"#/properties/userRole/else/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema32.properties.userRole.else,data:data10};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data10.id !== undefined){
let data11 = data10.id;
if(!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))){
const err50 = {instancePath:instancePath+"/userRole/id",schemaPath:"#/properties/userRole/else/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema32.properties.userRole.else.properties.id.type,parentSchema:schema32.properties.userRole.else.properties.id,data:data11};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(!((((data11 === 1) || (data11 === 2)) || (data11 === 5)) || (data11 === 10))){
const err51 = {instancePath:instancePath+"/userRole/id",schemaPath:"#/properties/userRole/else/properties/id/enum",keyword:"enum",params:{allowedValues: schema32.properties.userRole.else.properties.id.enum},message:"must be equal to one of the allowed values",schema:schema32.properties.userRole.else.properties.id.enum,parentSchema:schema32.properties.userRole.else.properties.id,data:data11};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data10.name !== undefined){
let data12 = data10.name;
if(!((((data12 === "Ordering Provider") || (data12 === "Servicing Provider")) || (data12 === "Health Plan Representative")) || (data12 === "Genetic Counselor"))){
const err52 = {instancePath:instancePath+"/userRole/name",schemaPath:"#/properties/userRole/else/properties/name/enum",keyword:"enum",params:{allowedValues: schema32.properties.userRole.else.properties.name.enum},message:"must be equal to one of the allowed values",schema:schema32.properties.userRole.else.properties.name.enum,parentSchema:schema32.properties.userRole.else.properties.name,data:data12};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(typeof data12 === "string"){
if(pattern1.test(data12)){
const err53 = {instancePath:instancePath+"/userRole/name",schemaPath:"#/properties/userRole/else/properties/name/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"},message:"must not contain control characters",schema:true,parentSchema:schema32.properties.userRole.else.properties.name,data:data12};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
else {
const err54 = {instancePath:instancePath+"/userRole/name",schemaPath:"#/properties/userRole/else/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.userRole.else.properties.name.type,parentSchema:schema32.properties.userRole.else.properties.name,data:data12};
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
const err55 = {instancePath:instancePath+"/userRole",schemaPath:"#/properties/userRole/else/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema32.properties.userRole.else.type,parentSchema:schema32.properties.userRole.else,data:data10};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
var _valid1 = _errs51 === errors;
valid12 = _valid1;
ifClause0 = "else";
}
if(!valid12){
const err56 = {instancePath:instancePath+"/userRole",schemaPath:"#/properties/userRole/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema",schema:schema32.properties.userRole.if,parentSchema:schema32.properties.userRole,data:data10};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
}
else {
const err57 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema32.type,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
validate15.errors = vErrors;
return errors === 0;
}
